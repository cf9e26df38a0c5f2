import { listSeparator } from '../../engines/csv/index.js';
import type { DatasetRecord, ResourceRecord } from './dataset-pages.js';

/** One dataset as the cells of the dataset CSV, in the order of datasetCsvColumns. */
export function datasetCsvRow(dataset: DatasetRecord): string[] {
  return [
    dataset.name,
    dataset.title ?? '',
    dataset.notes ?? '',
    (dataset.tags ?? []).join(listSeparator),
    dataset.licenseId ?? '',
    dataset.organizationName ?? '',
    dataset.url ?? '',
    dataset.maintainer ?? '',
    (dataset.groups ?? []).join(listSeparator),
    dataset.updateFrequency ?? '',
    dataset.ckanId ?? '',
    dataset.metadataModified?.toISOString() ?? '',
    dataset.syncStatus,
    String(dataset.version),
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
