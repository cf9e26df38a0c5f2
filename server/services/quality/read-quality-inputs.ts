import { asc, sql } from 'drizzle-orm';
import type { LinkStatus } from '#contract/enums.js';
import type { Queryable } from '#server/db/database.js';
import { inJsonList } from '#server/db/in-json-list.js';
import { datasets, resources } from '#server/db/schema/index.js';
import {
  summariseConformance,
  type ConformanceReport,
  type QualityInput,
  type QualityResourceInput,
} from '#server/engines/quality/index.js';

export interface ScoredDatasetInput {
  id: string;
  instanceId: string;
  organizationName: string | null;
  organizationTitle: string | null;
  removed: boolean;
  input: QualityInput;
}

/**
 * What the rules need of some datasets, in two statements: their fields from the working copy
 * (the contacts CKAN keeps beside the maintainer from the catalogue's version), and their
 * resources with the latest link and personal-data verdicts. Nothing is downloaded: a file is
 * judged only from the profile the latest personal-data check stored of the file it read.
 */
export async function readQualityInputs(
  db: Queryable,
  datasetIds: readonly string[],
  licenceOpen: ReadonlyMap<string, boolean>,
): Promise<ScoredDatasetInput[]> {
  if (datasetIds.length === 0) return [];
  const ids = [...datasetIds];
  const rows = await db
    .select({
      id: datasets.id,
      instanceId: datasets.instanceId,
      organizationName: datasets.organizationName,
      organizationTitle: datasets.organizationTitle,
      removed: sql<boolean>`${datasets.removedAt} is not null`,
      title: datasets.title,
      notes: datasets.notes,
      licenseId: datasets.licenseId,
      tags: datasets.tags,
      organisation: sql<
        string | null
      >`coalesce(${datasets.ownerOrg}, ${datasets.organizationName})`,
      maintainer: datasets.maintainer,
      maintainerEmail: sql<string | null>`${datasets.remote}->>'maintainer_email'`,
      author: sql<string | null>`${datasets.remote}->>'author'`,
      authorEmail: sql<string | null>`${datasets.remote}->>'author_email'`,
      updateFrequency: datasets.updateFrequency,
      metadataModified: datasets.metadataModified,
    })
    .from(datasets)
    .where(inJsonList(datasets.id, ids));
  const resourceRows = await db
    .select({
      id: resources.id,
      datasetId: resources.datasetId,
      format: resources.format,
      url: resources.url,
      lastModified: resources.lastModified,
      linkStatus: resources.linkStatus,
      sensitiveCount: resources.sensitiveCount,
      profile: resources.fileProfile,
      // Only what the scorer counts: the differences themselves stay in the row.
      conformance: sql<Pick<
        ConformanceReport,
        'standardId' | 'counts'
      > | null>`case when ${resources.conformance} is null then null else jsonb_build_object('standardId', ${resources.conformance}->'standardId', 'counts', ${resources.conformance}->'counts') end`,
    })
    .from(resources)
    .where(inJsonList(resources.datasetId, ids))
    .orderBy(asc(resources.position));
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
      conformance: row.conformance ? summariseConformance(row.conformance) : null,
    });
    byDataset.set(row.datasetId, list);
  }
  return rows.map(
    ({ id, instanceId, organizationName, organizationTitle, removed, ...fields }) => ({
      id,
      instanceId,
      organizationName,
      organizationTitle,
      removed,
      input: {
        ...fields,
        licenceOpen: fields.licenseId ? (licenceOpen.get(fields.licenseId) ?? null) : null,
        resources: byDataset.get(id) ?? [],
      },
    }),
  );
}
