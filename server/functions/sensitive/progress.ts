import { sensitiveProgress } from '#contract/functions/sensitive.js';
import { requireInstance } from '#server/policies/instances.js';
import { latestCheckBatch } from '#server/services/sensitive/latest-check-batch.js';
import { implement } from '../implement.js';

export default implement(sensitiveProgress, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'read'),
  handle: async ({ runtime, permit }) => ({
    batch: await latestCheckBatch(runtime.db, { instanceId: permit.instance.id }),
  }),
});
