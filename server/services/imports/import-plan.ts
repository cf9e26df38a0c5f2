import type { BatchChange } from '#contract/functions/batches.js';
import type { CellIssue } from '#contract/functions/imports.js';
import type { DatasetFormValues } from '#contract/functions/datasets/index.js';
import type { FieldChange } from '#contract/functions/histories.js';
import type { CsvRecord } from '#server/engines/csv/index.js';
import type { ResourceOperation } from '../datasets/write-resources.js';

export type { ResourceOperation };

/** What Apply does to one dataset: stored with the import between its preview and its apply. */
export interface DatasetPlan {
  /** null: a new local dataset. */
  datasetId: string | null;
  /** The dataset's version the preview saw; Apply refuses if it moved. */
  version: number | null;
  name: string;
  /** The dataset's new field values (dataset CSV), or null when only resources change. */
  values: DatasetFormValues | null;
  resources: ResourceOperation[];
  /** The resources' new order, by id or `row:<n>` for a new one; null keeps the order. */
  order: string[] | null;
  /** The field-by-field changes, as the history will record them. */
  changes: FieldChange[];
  /** The dataset CSV's Action said delete: deleted as the app's Delete does. */
  delete?: true;
}

export interface ImportPlan {
  datasets: DatasetPlan[];
  /** For a change made in the browser: the change itself, so its page can say what it did. */
  change?: BatchChange;
}

/** What the preview counts: datasets (dataset CSV) or resources (resource CSV). */
export interface ImportCounts {
  new: number;
  changed: number;
  unchanged: number;
  deleted: number;
  conflicts: number;
}

/** A file's rows, a batch at a time, as a reader hands them on (or an array of batches). */
export type RecordBatches<Column extends string> =
  AsyncIterable<CsvRecord<Column>[]> | Iterable<CsvRecord<Column>[]>;

export interface PlannedImport {
  /** The rows read (empty lines left out). */
  rows: number;
  plan: ImportPlan;
  /**
   * How many datasets the plan holds when `plan.datasets` keeps only the first ones the preview
   * lists (a change of many, stored round by round as it was planned); absent, all are there.
   */
  planned?: number;
  issues: CellIssue[];
  /** Datasets changed by someone else since the file's export (its Version is older). */
  conflicts: DatasetPlan[];
  counts: ImportCounts;
}
