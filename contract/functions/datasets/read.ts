import { z } from 'zod';
import {
  datasetSorts,
  datasetSyncFilters,
  linkReasons,
  linkStatuses,
  syncStatuses,
} from '#contract/enums.js';
import { ZDatasetQuality } from '../quality.js';
import { defineFunction } from '../define.js';
import { pagedList, ZPageRequest } from '../paged-list.js';
import { ZDatasetListFilters } from './list-filters.js';

export const ZDatasetRow = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  organizationName: z.string().nullable(),
  organizationTitle: z.string().nullable(),
  numResources: z.number().int(),
  metadataModified: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
  linkStatus: z.enum(linkStatuses).nullable(),
  /** Why: the reason of the dataset's worst link. */
  linkReason: z.enum(linkReasons).nullable(),
  linkCheckedAt: z.string().nullable(),
  syncStatus: z.enum(syncStatuses),
  sensitiveCount: z.number().int().nullable(),
  removed: z.boolean(),
  private: z.boolean(),
  /** Its quality score 0–100 (docs/quality.md); null until it is first scored. */
  qualityScore: z.number().int().nullable(),
});
export type DatasetRow = z.infer<typeof ZDatasetRow>;

export const datasetsList = defineFunction('datasets.list', {
  input: ZDatasetListFilters.extend({
    instanceId: z.uuid(),
    sort: z.enum(datasetSorts).default('default'),
    ...ZPageRequest.shape,
  }),
  output: pagedList(ZDatasetRow),
});

/**
 * How many datasets each choice of the list's sync-status and organization filters would show,
 * with the list's other filters and search as they are (a choice's own filter left out).
 */
export const datasetsFilterCounts = defineFunction('datasets.filterCounts', {
  input: ZDatasetListFilters.extend({ instanceId: z.uuid() }),
  output: z.object({
    syncStatuses: z.record(z.enum(datasetSyncFilters), z.number().int()),
    organizations: z.array(
      z.object({ name: z.string(), title: z.string().nullable(), count: z.number().int() }),
    ),
  }),
});

export const ZResourceRow = z.object({
  id: z.string(),
  datasetId: z.string(),
  ckanId: z.string().nullable(),
  position: z.number().int(),
  name: z.string(),
  description: z.string(),
  url: z.string(),
  format: z.string(),
  size: z.number().nullable(),
  created: z.string().nullable(),
  lastModified: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
  linkStatus: z.enum(linkStatuses).nullable(),
  linkReason: z.enum(linkReasons).nullable(),
  linkCheckedAt: z.string().nullable(),
  syncStatus: z.enum(syncStatuses),
  sensitiveCount: z.number().int().nullable(),
});
export type ResourceRow = z.infer<typeof ZResourceRow>;

export const ZDatasetDetail = ZDatasetRow.extend({
  instanceId: z.string(),
  ckanId: z.string().nullable(),
  notes: z.string(),
  ownerOrg: z.string().nullable(),
  /** The licence's id, as the catalogue and scripts read it. */
  licenseId: z.string().nullable(),
  /** The licence as people read it: the catalogue's title (the id when the catalogue has none). */
  license: z.object({ id: z.string(), title: z.string() }).nullable(),
  tags: z.array(z.string()),
  /** The groups' names, as the catalogue and scripts read them. */
  groups: z.array(z.string()),
  /** The groups as people read them: each name with the catalogue's title (the name if none). */
  groupTitles: z.array(z.object({ name: z.string(), title: z.string() })),
  url: z.string().nullable(),
  maintainer: z.string().nullable(),
  updateFrequency: z.string().nullable(),
  extras: z.array(z.object({ key: z.string(), value: z.string() })),
  metadataCreated: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
  /** Every field the catalogue holds for the dataset, as last pulled (Show All). */
  remote: z.record(z.string(), z.unknown()).nullable(),
  resources: z.array(ZResourceRow),
  quality: ZDatasetQuality,
  permissions: z.object({ edit: z.boolean() }),
});
export type DatasetDetail = z.infer<typeof ZDatasetDetail>;

export const datasetsGet = defineFunction('datasets.get', {
  input: z.object({ datasetId: z.uuid() }),
  output: ZDatasetDetail,
});
