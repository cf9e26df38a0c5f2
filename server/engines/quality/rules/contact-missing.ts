import { passWhen } from '../verdict.js';
import { isFilled, type DatasetRule } from './rule-context.js';

/**
 * Users need someone to ask: a maintainer or an author, by name (a department counts) or e-mail.
 */
export const contactMissing: DatasetRule = (dataset) =>
  passWhen(
    isFilled(dataset.maintainer) ||
      isFilled(dataset.maintainerEmail) ||
      isFilled(dataset.author) ||
      isFilled(dataset.authorEmail),
  );
