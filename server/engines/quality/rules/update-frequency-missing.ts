import { passWhen } from '../verdict.js';
import { isFilled, type DatasetRule } from './rule-context.js';

/** The declared update frequency tells users how current the data is meant to be. */
export const updateFrequencyMissing: DatasetRule = (dataset) =>
  passWhen(isFilled(dataset.updateFrequency));
