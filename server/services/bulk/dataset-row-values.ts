import type { DatasetFormInput } from '../../../contract/functions/dataset-edits.js';
import { listSeparator, type DatasetCsvColumn } from '../../engines/csv/index.js';

/** The dataset form's field for each column of the dataset CSV that an import changes. */
export const columnOfField: Record<keyof DatasetFormInput, DatasetCsvColumn> = {
  name: 'Dataset Name',
  title: 'Title',
  notes: 'Description',
  tags: 'Tags',
  licenseId: 'License',
  organization: 'Organization',
  url: 'Source Url',
  maintainer: 'Maintainer',
  groups: 'Groups',
  updateFrequency: 'Update Frequency',
};

const list = (cell: string) =>
  cell
    .split(listSeparator)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** One row of the dataset CSV as the dataset form's input. */
export function datasetRowValues(values: Record<DatasetCsvColumn, string>): DatasetFormInput {
  return {
    name: values['Dataset Name'].trim(),
    title: values.Title,
    notes: values.Description,
    tags: list(values.Tags),
    licenseId: values.License.trim(),
    organization: values.Organization.trim(),
    url: values['Source Url'].trim(),
    maintainer: values.Maintainer,
    groups: list(values.Groups),
    updateFrequency: values['Update Frequency'].trim(),
  };
}
