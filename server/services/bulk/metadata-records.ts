import type { MetadataRecord } from '../../engines/metadata/metadata-record.js';
import type { DatasetRecord, ResourceRecord } from './dataset-pages.js';

/** One dataset of the working copy as the metadata engines write it. */
export function metadataRecordOf(
  dataset: DatasetRecord,
  resources: ResourceRecord[],
): MetadataRecord {
  return {
    name: dataset.name,
    title: dataset.title ?? '',
    notes: dataset.notes ?? '',
    tags: [...(dataset.tags ?? [])],
    license_id: dataset.licenseId ?? '',
    owner_org: dataset.organizationName ?? '',
    url: dataset.url ?? '',
    maintainer: dataset.maintainer ?? '',
    groups: [...(dataset.groups ?? [])],
    extras: dataset.updateFrequency
      ? [{ key: 'update_frequency', value: dataset.updateFrequency }]
      : [],
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
