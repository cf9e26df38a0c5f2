import { datasetsCheckSensitive } from '#contract/functions/sensitive.js';
import { requireDataset } from '#server/policies/require-dataset.js';
import { queueCheckBatch } from '#server/services/sensitive/queue-batch.js';
import { implement } from '../implement.js';

export default implement(datasetsCheckSensitive, {
  authorize: ({ runtime, actor, input }) =>
    requireDataset(runtime.db, actor, input.datasetId, 'edit'),
  handle: ({ runtime, actor, permit }) =>
    queueCheckBatch(runtime.db, runtime.jobs, {
      instanceId: permit.instance.id,
      datasetId: permit.dataset.id,
      organizationNames: null,
      requestedBy: actor.id,
    }),
});
