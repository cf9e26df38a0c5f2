import { z } from 'zod';
import { defineFunction } from './define.js';
import { pagedList, ZPageRequest } from './paged-list.js';

/** Where a change came from. */
export const historySources = [
  'edit',
  'create',
  'sync',
  'harvest',
  'conflict',
  'import',
  /** A change of many datasets made in the browser, or the undoing of a batch. */
  'batch',
  'check',
  /** A dataset deleted here: removed (never in the catalogue) or marked for the next sync. */
  'delete',
  /** A deletion undone before it was synced. */
  'restore',
] as const;
export type HistorySource = (typeof historySources)[number];

/** One changed field; resource fields carry the resource they belong to. */
export const ZFieldChange = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  resourceId: z.string().optional(),
  resourceName: z.string().optional(),
});
export type FieldChange = z.infer<typeof ZFieldChange>;

const ZActor = z.object({ id: z.string(), name: z.string() }).nullable();

/**
 * Where a change came from: the client's address and whether a trusted proxy vouched for it. Null
 * for a job's own work, for rows written before it was recorded, and for callers who may not see
 * it (only a workspace's managers and system administrators do).
 */
export const ZRequestOrigin = z
  .object({ clientAddress: z.string(), viaTrustedProxy: z.boolean() })
  .nullable();
export type RequestOriginView = z.infer<typeof ZRequestOrigin>;

export const ZHistorySummary = z.object({
  id: z.string(),
  createdAt: z.string(),
  source: z.enum(historySources),
  datasetId: z.string().nullable(),
  datasetName: z.string(),
  resourceId: z.string().nullable(),
  actor: ZActor,
  origin: ZRequestOrigin,
  /** The changed fields' names, in order, without repeats. */
  fields: z.array(z.string()),
});
export type HistorySummary = z.infer<typeof ZHistorySummary>;

export const historiesList = defineFunction('histories.list', {
  input: z.object({
    instanceId: z.uuid(),
    datasetId: z.uuid().optional(),
    /** Part of a dataset name, for finding one among thousands. */
    datasetName: z.string().trim().max(200).optional(),
    userId: z.string().min(1).optional(),
    source: z.enum(historySources).optional(),
    /** Inclusive start and exclusive end of the date range, ISO 8601 with a zone. */
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    ...ZPageRequest.shape,
  }),
  output: pagedList(ZHistorySummary).extend({
    /** Everyone who changed something in the instance, for the user filter. */
    actors: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
});

export const historiesGet = defineFunction('histories.get', {
  input: z.object({ historyId: z.uuid() }),
  output: ZHistorySummary.extend({
    changes: z.array(ZFieldChange),
    details: z.record(z.string(), z.unknown()),
    /**
     * The catalogue's titles of the licence, organization and group ids the changes hold, from the
     * instance's current lists: field → id → title. An id without a title is absent.
     */
    titles: z.record(z.string(), z.record(z.string(), z.string())),
  }),
});
