import { batchesGet } from '../../../contract/functions/batches.js';
import { AppError } from '../../lib/app-error.js';
import { asNotFound, requireInstance } from '../../policies/instances.js';
import { readBatch } from '../../services/batches/read-batch.js';
import { importInstanceId } from '../../services/imports/import-instance-id.js';
import { implement } from '../implement.js';

export default implement(batchesGet, {
  async authorize({ runtime, actor, input }) {
    const instanceId = await importInstanceId(runtime, input.batchId);
    if (!instanceId) throw AppError.notFound('Batch');
    return requireInstance(runtime.db, actor, instanceId, 'read').catch(asNotFound('Batch'));
  },
  handle: ({ runtime, input }) => readBatch(runtime.db, input.batchId),
});
