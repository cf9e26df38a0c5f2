import { batchesPreviewChange } from '#contract/functions/batches.js';
import { requireInstance } from '#server/policies/instances.js';
import { previewBatchChange } from '#server/services/batches/preview-batch-change.js';
import { implement } from '../implement.js';

export default implement(batchesPreviewChange, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'edit'),
  handle: ({ runtime, actor, input, permit }) =>
    previewBatchChange(runtime.db, permit, actor, input.selection, input.change),
});
