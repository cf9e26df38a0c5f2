import { passWhen } from '../verdict.js';
import { isFilled, type DatasetRule } from './rule-context.js';

/** Tags are how people find a dataset by subject in the catalogue's search and facets. */
export const tagsMissing: DatasetRule = (dataset) => passWhen(dataset.tags.some(isFilled));
