import { passWhen } from '../verdict.js';
import type { DatasetRule } from './rule-context.js';

/** CKAN's placeholder for a licence nobody chose ("License not specified"). */
const unspecifiedLicence = 'notspecified';

/** Without a licence nobody may reuse the data: open data starts with one. */
export const licenceMissing: DatasetRule = (dataset) => {
  const id = dataset.licenseId?.trim() ?? '';
  return passWhen(id !== '' && id !== unspecifiedLicence);
};
