import type { DatasetDetail, ResourceRow } from '#contract/functions/datasets/index.js';
import type { DatasetRecord, ResourceRecord } from '#server/db/schema/index.js';
import { presentCheckStates } from './present-check-states.js';
import type { CatalogueVocabularies } from '../vocabularies/catalogue-vocabularies.js';
import { titledGroups, titledLicense } from '../vocabularies/vocabulary-titles.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentResource(row: ResourceRecord): ResourceRow {
  return {
    id: row.id,
    datasetId: row.datasetId,
    ckanId: row.ckanId,
    position: row.position,
    name: row.name,
    description: row.description,
    url: row.url,
    format: row.format,
    size: row.size,
    created: iso(row.created),
    lastModified: iso(row.lastModified),
    ...presentCheckStates(row),
  };
}

/** The dataset for the page; its licence and groups titled from the instance's lists. */
export function presentDataset(
  row: DatasetRecord,
  resourceRows: ResourceRecord[],
  canEdit: boolean,
  vocabularies: Pick<CatalogueVocabularies, 'licenses' | 'groups'>,
  quality: DatasetDetail['quality'],
): DatasetDetail {
  return {
    id: row.id,
    instanceId: row.instanceId,
    ckanId: row.ckanId,
    name: row.name,
    title: row.title,
    notes: row.notes,
    ownerOrg: row.ownerOrg,
    organizationName: row.organizationName,
    organizationTitle: row.organizationTitle,
    licenseId: row.licenseId,
    license: titledLicense(vocabularies, row.licenseId, row.remote),
    tags: row.tags,
    groups: row.groups,
    groupTitles: titledGroups(vocabularies, row.groups, row.remote),
    url: row.url,
    maintainer: row.maintainer,
    updateFrequency: row.updateFrequency,
    extras: (row.extras as { key: string; value: unknown }[]).map((extra) => ({
      key: extra.key,
      value: typeof extra.value === 'string' ? extra.value : JSON.stringify(extra.value),
    })),
    numResources: row.numResources,
    metadataCreated: iso(row.metadataCreated),
    metadataModified: iso(row.metadataModified),
    ...presentCheckStates(row),
    removed: row.removedAt !== null,
    private: row.private,
    qualityScore: quality.score,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    remote: (row.remote as Record<string, unknown> | null) ?? null,
    resources: resourceRows.map(presentResource),
    quality,
    permissions: { edit: canEdit },
  };
}
