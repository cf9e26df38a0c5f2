import { z } from 'zod';
import { defineFunction } from '../define.js';
import { datasetEditReads } from './edit.js';
import { ZDatasetSelection } from './selection.js';

/**
 * What "Publish many" syncs: a selection of the dataset list, or the datasets a batch (an applied
 * import or bulk change: a row of `imports`) changed that are still out of step with the catalogue.
 */
export const ZSyncManyTarget = z.union([
  ZDatasetSelection,
  z.object({ kind: z.literal('batch'), importId: z.uuid() }),
]);
export type SyncManyTarget = z.infer<typeof ZSyncManyTarget>;

export const datasetsSyncMany = defineFunction('datasets.syncMany', {
  invalidates: datasetEditReads,
  input: z.object({
    instanceId: z.uuid(),
    target: ZSyncManyTarget,
    /** The person confirmed pushing resources a check found likely personal data in. */
    confirmSensitive: z.boolean().default(false),
  }),
  output: z.object({
    runId: z.string(),
    /** Datasets the run will sync. */
    total: z.number().int(),
    /** Selected datasets outside an editor's scope: listed on the run, not synced. */
    outsideScope: z.number().int(),
  }),
});
