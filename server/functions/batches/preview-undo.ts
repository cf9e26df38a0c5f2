import { batchesPreviewUndo } from '#contract/functions/batches.js';
import { AppError } from '#server/lib/app-error.js';
import { asNotFound, requireInstance } from '#server/policies/instances.js';
import { previewBatchUndo } from '#server/services/batches/preview-batch-undo.js';
import { importInstanceId } from '#server/services/imports/import-instance-id.js';
import { implement } from '../implement.js';

export default implement(batchesPreviewUndo, {
  async authorize({ runtime, actor, input }) {
    const instanceId = await importInstanceId(runtime, input.batchId);
    if (!instanceId) throw AppError.notFound('Batch');
    return requireInstance(runtime.db, actor, instanceId, 'edit').catch(asNotFound('Batch'));
  },
  handle: ({ runtime, actor, input, permit }) =>
    previewBatchUndo(runtime.db, permit, actor, input.batchId),
});
