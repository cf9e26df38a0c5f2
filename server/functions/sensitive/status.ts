import { sensitiveStatus } from '#contract/functions/sensitive.js';
import { mayEditOrganization } from '#server/policies/instances.js';
import { requireDataset } from '#server/policies/require-dataset.js';
import { latestCheckBatch } from '#server/services/sensitive/latest-check-batch.js';
import { resourceCheckStates } from '#server/services/sensitive/resource-check-states.js';
import { implement } from '../implement.js';

/** The resource list's check column: Check, Recheck or Running per resource, and "check all" progress. */
export default implement(sensitiveStatus, {
  authorize: ({ runtime, actor, input }) =>
    requireDataset(runtime.db, actor, input.datasetId, 'read'),
  handle: async ({ runtime, permit: { dataset, editable } }) => ({
    resources: await resourceCheckStates(runtime.db, dataset.id),
    batch: await latestCheckBatch(runtime.db, { datasetId: dataset.id }),
    sensitiveCount: dataset.sensitiveCount,
    lastCheckedAt: dataset.lastCheckedAt?.toISOString() ?? null,
    canCheck: mayEditOrganization(editable, dataset.organizationName),
  }),
});
