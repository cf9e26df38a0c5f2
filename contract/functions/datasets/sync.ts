import { z } from 'zod';
import { syncStatuses } from '#contract/enums.js';
import { defineFunction } from '../define.js';
import { datasetEditReads, datasetFields } from './edit.js';
import { ZDatasetDetail } from './read.js';

export const ZPushSummary = z.object({
  /** 'create' (package_create), 'patch' (package_patch) or null when no dataset field changed. */
  action: z.enum(['create', 'patch']).nullable(),
  /** The CKAN fields sent, e.g. ["title", "tags"]. */
  fields: z.array(z.string()),
  resourcesCreated: z.number().int(),
  resourcesUpdated: z.number().int(),
  resourcesDeleted: z.number().int(),
  reordered: z.boolean(),
});
export type PushSummary = z.infer<typeof ZPushSummary>;

export const datasetsSync = defineFunction('datasets.sync', {
  invalidates: datasetEditReads,
  input: z.object({
    datasetId: z.uuid(),
    /** The user confirmed pushing resources a check found likely personal data in. */
    confirmSensitive: z.boolean().default(false),
  }),
  output: z.discriminatedUnion('outcome', [
    z.object({
      /** synced: pushed (or nothing to push); conflict: the catalogue changed meanwhile, nothing pushed. */
      outcome: z.enum(['synced', 'conflict']),
      push: ZPushSummary.nullable(),
      dataset: ZDatasetDetail,
    }),
    /** The dataset was marked to be deleted: deleted in the catalogue, then in the working copy. */
    z.object({ outcome: z.literal('deleted'), datasetName: z.string() }),
  ]),
});

/** A field's three versions: what both sides started from, the local one, the catalogue's now. */
export const ZConflictField = z.object({
  field: z.union([z.enum(datasetFields), z.literal('resources')]),
  base: z.unknown(),
  local: z.unknown(),
  catalogue: z.unknown(),
  changedLocally: z.boolean(),
  changedInCatalogue: z.boolean(),
});
export type ConflictField = z.infer<typeof ZConflictField>;

export const datasetsConflict = defineFunction('datasets.conflict', {
  input: z.object({ datasetId: z.uuid() }),
  output: z.object({
    datasetId: z.string(),
    syncStatus: z.enum(syncStatuses),
    version: z.number().int(),
    /** The catalogue version compared with; resolving against an older one is refused. */
    catalogueModified: z.string().nullable(),
    /** Every field that differs between the local copy and the catalogue. */
    fields: z.array(ZConflictField),
    /**
     * The catalogue's titles of the licence, organization and group ids either side holds, from
     * the instance's current lists: field → id → title. An id without a title is absent.
     */
    titles: z.record(z.string(), z.record(z.string(), z.string())),
  }),
});

export const ZConflictSide = z.enum(['local', 'catalogue']);
export type ConflictSide = z.infer<typeof ZConflictSide>;

/** The side a field keeps unless the user picks: the side that changed it, local if both did. */
export function defaultConflictSide(
  field: Pick<ConflictField, 'changedLocally' | 'changedInCatalogue'>,
): ConflictSide {
  return field.changedInCatalogue && !field.changedLocally ? 'catalogue' : 'local';
}

export const datasetsResolveConflict = defineFunction('datasets.resolveConflict', {
  invalidates: datasetEditReads,
  input: z.object({
    datasetId: z.uuid(),
    version: z.number().int().min(1),
    catalogueModified: z.string(),
    /** Take one side wholly… */
    take: ZConflictSide.optional(),
    /** …or pick per field; a field not named keeps the side that changed it (local when both did). */
    choices: z
      .partialRecord(z.union([z.enum(datasetFields), z.literal('resources')]), ZConflictSide)
      .default({}),
  }),
  output: ZDatasetDetail,
});
