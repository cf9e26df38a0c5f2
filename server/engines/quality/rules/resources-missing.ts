import { passWhen } from '../verdict.js';
import type { DatasetRule } from './rule-context.js';

/** A dataset without a resource publishes no data. */
export const resourcesMissing: DatasetRule = (dataset) => passWhen(dataset.resources.length > 0);
