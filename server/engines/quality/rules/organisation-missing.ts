import { passWhen } from '../verdict.js';
import { isFilled, type DatasetRule } from './rule-context.js';

/** The publishing organisation tells users who stands behind the data. */
export const organisationMissing: DatasetRule = (dataset) =>
  passWhen(isFilled(dataset.organisation));
