import { z } from 'zod';
import { defineFunction } from './define.js';
import { ZPushSummary } from './datasets/sync.js';

export const syncRunStatuses = ['queued', 'running', 'finished', 'cancelled'] as const;
export type SyncRunStatus = (typeof syncRunStatuses)[number];

export const syncRunItemStates = ['pending', 'running', 'done'] as const;
export type SyncRunItemState = (typeof syncRunItemStates)[number];

/**
 * What became of one dataset: synced (pushed, or nothing to push), deleted (marked to be deleted,
 * now gone from the catalogue), conflict (the catalogue changed meanwhile, nothing pushed),
 * refused (the catalogue said no: its message), failed (anything else: the reason), held (a check
 * found likely personal data and the run was not confirmed for it), cancelled (never started).
 * Listed in the order a result shows them: what needs a person first.
 */
export const syncRunItemOutcomes = [
  'failed',
  'refused',
  'conflict',
  'held',
  'cancelled',
  'synced',
  'deleted',
] as const;
export type SyncRunItemOutcome = (typeof syncRunItemOutcomes)[number];

/** The detail kept with an item, as stored (jsonb) and as sent. */
export const ZSyncRunItemDetail = z.object({
  /** synced: what was pushed (null: nothing needed pushing). */
  push: ZPushSummary.nullable().optional(),
  /** held: the resources a check found likely personal data in. */
  resources: z
    .array(
      z.object({ resourceId: z.string(), resourceName: z.string(), types: z.array(z.string()) }),
    )
    .optional(),
  /** refused/failed: the reason (errors.json `reason.*`), e.g. catalogueForbidden. */
  reason: z.string().optional(),
  /** refused by validation: the catalogue's field errors (CKAN field → messages). */
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type SyncRunItemDetail = z.infer<typeof ZSyncRunItemDetail>;

export const ZSyncRunItem = z.object({
  id: z.string(),
  datasetId: z.string(),
  datasetName: z.string(),
  position: z.number().int(),
  state: z.enum(syncRunItemStates),
  outcome: z.enum(syncRunItemOutcomes).nullable(),
  message: z.string().nullable(),
  detail: ZSyncRunItemDetail,
});
export type SyncRunItem = z.infer<typeof ZSyncRunItem>;

export const ZSyncRunCounts = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  running: z.number().int(),
  done: z.number().int(),
  outcomes: z.partialRecord(z.enum(syncRunItemOutcomes), z.number().int()),
});
export type SyncRunCounts = z.infer<typeof ZSyncRunCounts>;

/** A selected dataset the caller may not edit: listed with the run, never synced. */
export const ZSyncRunOutsideScope = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
});

export const ZSyncRun = z.object({
  id: z.string(),
  workspaceId: z.string(),
  instanceId: z.string(),
  startedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  status: z.enum(syncRunStatuses),
  confirmSensitive: z.boolean(),
  cancelRequested: z.boolean(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  outsideScope: z.array(ZSyncRunOutsideScope),
});
export type SyncRun = z.infer<typeof ZSyncRun>;

/** Items per page of a run's result. */
export const syncRunPageSize = 100;

export const syncRunsGet = defineFunction('syncRuns.get', {
  input: z.object({
    runId: z.uuid(),
    /** Items to skip, in the result's order (failures first). */
    offset: z.number().int().min(0).default(0),
    limit: z.number().int().min(1).max(500).default(syncRunPageSize),
  }),
  output: z.object({
    run: ZSyncRun,
    counts: ZSyncRunCounts,
    /** A page of items: failed, refused, conflict, held, cancelled, then the rest, each by position. */
    items: z.array(ZSyncRunItem),
  }),
});

export const syncRunsCancel = defineFunction('syncRuns.cancel', {
  invalidates: ['syncRuns.get'],
  input: z.object({ runId: z.uuid() }),
  /** The run as it stands: items not yet started become cancelled once the job sees the request. */
  output: z.object({ status: z.enum(syncRunStatuses) }),
});
