import type { LinkStatus } from '#contract/enums.js';
import {
  summariseConformance,
  type QualityInput,
  type QualityResourceInput,
} from '#server/engines/quality/index.js';
import type { QualityDatasetRow, QualityResourceRow } from './quality-input-columns.js';

export interface ScoredDatasetInput {
  id: string;
  instanceId: string;
  organizationName: string | null;
  organizationTitle: string | null;
  removed: boolean;
  input: QualityInput;
}

/**
 * What the rules need of some datasets, from their rows as read (qualityDatasetColumns,
 * qualityResourceColumns) or as an edit just wrote them: the resources go with their dataset in
 * the order given, and a licence's openness is what the catalogue's licence list says of it.
 */
export function qualityInputsOf(
  datasetRows: readonly QualityDatasetRow[],
  resourceRows: readonly QualityResourceRow[],
  licenceOpen: ReadonlyMap<string, boolean>,
): ScoredDatasetInput[] {
  const byDataset = new Map<string, QualityResourceInput[]>();
  for (const row of resourceRows) {
    const list = byDataset.get(row.datasetId) ?? [];
    list.push({
      id: row.id,
      format: row.format,
      url: row.url,
      lastModified: row.lastModified,
      linkStatus: row.linkStatus as LinkStatus | null,
      sensitiveCount: row.sensitiveCount,
      profile: row.profile,
      conformance: row.conformanceCounts ? summariseConformance(row.conformanceCounts) : null,
    });
    byDataset.set(row.datasetId, list);
  }
  return datasetRows.map((row) => ({
    id: row.id,
    instanceId: row.instanceId,
    organizationName: row.organizationName,
    organizationTitle: row.organizationTitle,
    removed: row.removedAt !== null,
    input: {
      title: row.title,
      notes: row.notes,
      licenseId: row.licenseId,
      licenceOpen: row.licenseId ? (licenceOpen.get(row.licenseId) ?? null) : null,
      tags: row.tags,
      organisation: row.ownerOrg ?? row.organizationName,
      maintainer: row.maintainer,
      maintainerEmail: row.maintainerEmail,
      author: row.author,
      authorEmail: row.authorEmail,
      updateFrequency: row.updateFrequency,
      metadataModified: row.metadataModified,
      resources: byDataset.get(row.id) ?? [],
    },
  }));
}
