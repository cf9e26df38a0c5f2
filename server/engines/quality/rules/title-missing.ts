import { passWhen } from '../verdict.js';
import { isFilled, type DatasetRule } from './rule-context.js';

/** A dataset needs a title people can find and read: the catalogue shows it everywhere. */
export const titleMissing: DatasetRule = (dataset) => passWhen(isFilled(dataset.title));
