import {
  datasetFieldKinds,
  datasetFields,
  type DatasetFormInput,
} from '#contract/functions/datasets/index.js';
import {
  datasetCsvColumnOf,
  listSeparator,
  type DatasetCsvColumn,
} from '#server/engines/csv/index.js';

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
      if (field === 'visibility') return [field, visibilityCell(cell)];
      return [field, kind === 'list' ? list(cell) : kind === 'token' ? cell.trim() : cell];
    }),
  ) as DatasetFormInput;
}

/** A visibility as written in any case ("Private"); blank is left out, so the dataset keeps its own. */
function visibilityCell(cell: string | undefined): string | undefined {
  const value = (cell ?? '').trim().toLowerCase();
  return value === '' ? undefined : value;
}
