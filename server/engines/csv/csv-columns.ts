/**
 * The columns of the two CSV files, in order. The headers are the same in every language so a
 * file exported by a Japanese user imports for an English one; docs/bulk-csv.md explains each.
 */
export const datasetCsvColumns = [
  'Dataset Name',
  'Title',
  'Description',
  'Tags',
  'License',
  'Organization',
  'Source Url',
  'Maintainer',
  'Groups',
  'Update Frequency',
  'Catalogue Id',
  'Metadata Modified',
  'Sync Status',
  'Version',
] as const;
export type DatasetCsvColumn = (typeof datasetCsvColumns)[number];

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

/** Tags and groups share one cell, separated by commas (CKAN allows no comma in either). */
export const listSeparator = ',';

/** What the Action column of the resource CSV may say; blank keeps or updates the resource. */
export const resourceActions = ['', 'add', 'update', 'delete'] as const;
export type ResourceAction = (typeof resourceActions)[number];

export type CsvKind = 'datasets' | 'resources';
