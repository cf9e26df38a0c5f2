import { batchesGet } from '#contract/functions/batches.js';
import { AppError } from '#server/lib/app-error.js';
import { asNotFound, requireInstance } from '#server/policies/instances.js';
import { readBatch } from '#server/services/batches/read-batch.js';
import { importInstanceId } from '#server/services/imports/import-instance-id.js';
import { implement } from '../implement.js';

export default implement(batchesGet, {
  async authorize({ runtime, actor, input }) {
    const instanceId = await importInstanceId(runtime, input.batchId);
    if (!instanceId) throw AppError.notFound('Batch');
    return requireInstance(runtime.db, actor, instanceId, 'read').catch(asNotFound('Batch'));
  },
  handle: ({ runtime, input }) => readBatch(runtime.db, input.batchId),
});
