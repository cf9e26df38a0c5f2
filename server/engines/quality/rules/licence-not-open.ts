import { fail, pass, skip } from '../verdict.js';
import type { DatasetRule } from './rule-context.js';

/**
 * The licence must let anyone reuse the data (approved by the Open Definition or the Open Source
 * Definition, as the catalogue's licence list says). Not judged when there is no licence (that is
 * licence-missing) or when the list does not know the licence.
 */
export const licenceNotOpen: DatasetRule = (dataset) => {
  const id = dataset.licenseId?.trim() ?? '';
  if (id === '' || id === 'notspecified' || dataset.licenceOpen === null) return skip;
  return dataset.licenceOpen ? pass : fail({ licence: id });
};
