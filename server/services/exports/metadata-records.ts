import { datasetFields } from '#contract/functions/datasets/index.js';
import type { MetadataRecord } from '#server/engines/metadata/metadata-record.js';
import { ckanKeyOfField, fieldValuesOf } from '../catalogue/dataset-fields.js';
import type { DatasetRecord, ResourceRecord } from './dataset-pages.js';

/** One dataset of the working copy as the metadata engines write it. */
export function metadataRecordOf(
  dataset: DatasetRecord,
  resources: ResourceRecord[],
): MetadataRecord {
  const values = fieldValuesOf(dataset);
  const fields = Object.fromEntries(
    datasetFields
      .filter((field) => field !== 'updateFrequency' && field !== 'visibility')
      .map((field) => [ckanKeyOfField[field], values[field]]),
  ) as unknown as Omit<MetadataRecord, 'extras' | 'resources' | 'private'>;
  return {
    ...fields,
    extras: values.updateFrequency
      ? [{ key: 'update_frequency', value: values.updateFrequency }]
      : [],
    private: values.visibility === 'private',
    resources: resources.map((resource, position) => ({
      id: resource.id,
      name: resource.name,
      url: resource.url,
      description: resource.description,
      format: resource.format,
      size: resource.size,
      created: resource.created?.toISOString() ?? null,
      last_modified: resource.lastModified?.toISOString() ?? null,
      position,
    })),
  };
}
