import { passWhen } from '../verdict.js';
import { isFilled, type DatasetRule } from './rule-context.js';

/** A dataset needs a description (CKAN notes) saying what the data is and how it was made. */
export const descriptionMissing: DatasetRule = (dataset) => passWhen(isFilled(dataset.notes));
