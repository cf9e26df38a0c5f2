import { sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { ConformanceReport } from '#server/engines/quality/index.js';
import { datasets, resources } from '#server/db/schema/index.js';

/**
 * What the quality rules read of a dataset's row beyond its form fields: the contacts CKAN keeps
 * beside the maintainer, from the catalogue's version. An edit reads these with its lock, so it
 * can score what it wrote without reading the rows again.
 */
export const qualityContactColumns = {
  maintainerEmail: sql<string | null>`${datasets.remote}->>'maintainer_email'`,
  author: sql<string | null>`${datasets.remote}->>'author'`,
  authorEmail: sql<string | null>`${datasets.remote}->>'author_email'`,
};

/** The dataset columns the quality rules read (see qualityInputsOf). */
export const qualityDatasetColumns = {
  id: datasets.id,
  instanceId: datasets.instanceId,
  organizationName: datasets.organizationName,
  organizationTitle: datasets.organizationTitle,
  removedAt: datasets.removedAt,
  title: datasets.title,
  notes: datasets.notes,
  licenseId: datasets.licenseId,
  tags: datasets.tags,
  ownerOrg: datasets.ownerOrg,
  maintainer: datasets.maintainer,
  updateFrequency: datasets.updateFrequency,
  metadataModified: datasets.metadataModified,
  ...qualityContactColumns,
};

/**
 * The resource columns the quality rules read, with the latest link and personal-data verdicts.
 * Nothing is downloaded: a file is judged only from the profile the latest check stored.
 */
export const qualityResourceColumns = {
  id: resources.id,
  datasetId: resources.datasetId,
  format: resources.format,
  url: resources.url,
  lastModified: resources.lastModified,
  linkStatus: resources.linkStatus,
  sensitiveCount: resources.sensitiveCount,
  profile: resources.fileProfile,
  // Only what the scorer counts: the differences themselves stay in the row.
  conformanceCounts: sql<Pick<
    ConformanceReport,
    'standardId' | 'counts'
  > | null>`case when ${resources.conformance} is null then null else jsonb_build_object('standardId', ${resources.conformance}->'standardId', 'counts', ${resources.conformance}->'counts') end`,
};

export type QualityDatasetRow = SelectResultFields<typeof qualityDatasetColumns>;
export type QualityResourceRow = SelectResultFields<typeof qualityResourceColumns>;
