import { datasetFields, type DatasetField } from '#contract/functions/datasets/index.js';
import type { ResourceField } from '#contract/functions/resources.js';

/** The dataset CSV's column for each field a user edits. */
export const datasetCsvColumnOf = {
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
  visibility: 'Visibility',
} as const satisfies Record<DatasetField, string>;

/** Columns an export writes for reference; an import reads only Version (the conflict check). */
const datasetStateColumns = [
  'Catalogue Id',
  'Metadata Modified',
  'Sync Status',
  'Version',
] as const;

export type DatasetCsvColumn =
  (typeof datasetCsvColumnOf)[DatasetField] | (typeof datasetStateColumns)[number] | 'Action';

/**
 * The columns of the two CSV files, in order. The headers are the same in every language so a
 * file exported by a Japanese user imports for an English one; docs/bulk-csv.md explains each.
 * The dataset CSV has the editable fields in form order, then the dataset's state.
 */
export const datasetCsvColumns: readonly DatasetCsvColumn[] = [
  ...datasetFields.map((field) => datasetCsvColumnOf[field]),
  ...datasetStateColumns,
  'Action',
];

/** What the Action column of the dataset CSV may say; blank keeps, changes or adds the dataset. */
export const datasetActions = ['', 'delete'] as const;
export type DatasetAction = (typeof datasetActions)[number];

/**
 * Columns a file may lack: an export made before the column existed still imports, and the
 * missing cells read as blank (which keeps the dataset's value).
 */
export const optionalCsvColumns: readonly string[] = ['Visibility', 'Action'];

export const resourceCsvColumns = [
  'Dataset Name',
  'Resource Id',
  'Resource Name',
  'Resource Url',
  'Resource Description',
  'Resource Format',
  'Resource Size',
  'Resource Created',
  'Resource Last Modified',
  'Action',
  'Position',
] as const;
export type ResourceCsvColumn = (typeof resourceCsvColumns)[number];

/** The resource CSV's column for each resource field a user edits. */
export const resourceCsvColumnOf = {
  name: 'Resource Name',
  description: 'Resource Description',
  url: 'Resource Url',
  format: 'Resource Format',
  size: 'Resource Size',
  created: 'Resource Created',
  lastModified: 'Resource Last Modified',
} as const satisfies Record<ResourceField, ResourceCsvColumn>;

/** Tags and groups share one cell, separated by commas (CKAN allows no comma in either). */
export const listSeparator = ',';

/** What the Action column of the resource CSV may say; blank keeps or updates the resource. */
export const resourceActions = ['', 'add', 'update', 'delete'] as const;
export type ResourceAction = (typeof resourceActions)[number];

export type CsvKind = 'datasets' | 'resources';
