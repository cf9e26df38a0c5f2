import { datasetFields } from '#contract/functions/datasets/index.js';
import { listSeparator } from '#server/engines/csv/index.js';
import { fieldValuesOf } from '../catalogue/dataset-fields.js';
import type { DatasetRecord, ResourceRecord } from './dataset-pages.js';

/** One dataset as the cells of the dataset CSV, in the order of datasetCsvColumns. */
export function datasetCsvRow(dataset: DatasetRecord): string[] {
  const values = fieldValuesOf(dataset);
  return [
    ...datasetFields.map((field) => {
      const value = values[field];
      return Array.isArray(value) ? value.join(listSeparator) : value;
    }),
    dataset.ckanId ?? '',
    dataset.metadataModified?.toISOString() ?? '',
    dataset.syncStatus,
    String(dataset.version),
    // Action: blank keeps the dataset; a user writes delete to delete it.
    '',
  ];
}

/** One resource as the cells of the resource CSV, in the order of resourceCsvColumns. */
export function resourceCsvRow(datasetName: string, resource: ResourceRecord): string[] {
  return [
    datasetName,
    resource.id,
    resource.name,
    resource.url,
    resource.description,
    resource.format,
    resource.size === null ? '' : String(resource.size),
    resource.created?.toISOString() ?? '',
    resource.lastModified?.toISOString() ?? '',
    '',
    String(resource.position + 1),
  ];
}
