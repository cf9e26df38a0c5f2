import {
  datasetFieldKinds,
  datasetFields,
  type DatasetFormInput,
} from '../../../contract/functions/dataset-edits.js';
import {
  datasetCsvColumnOf,
  listSeparator,
  type DatasetCsvColumn,
} from '../../engines/csv/index.js';

const list = (cell: string) =>
  cell
    .split(listSeparator)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/**
 * One row of the dataset CSV as the dataset form's input: a list cell split into names, a token
 * (name, id, URL, choice) trimmed, free text as written.
 */
export function datasetRowValues(values: Record<DatasetCsvColumn, string>): DatasetFormInput {
  return Object.fromEntries(
    datasetFields.map((field) => {
      const cell = values[datasetCsvColumnOf[field]];
      const kind = datasetFieldKinds[field];
      return [field, kind === 'list' ? list(cell) : kind === 'token' ? cell.trim() : cell];
    }),
  ) as DatasetFormInput;
}
