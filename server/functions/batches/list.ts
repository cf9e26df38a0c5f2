import { batchesList } from '#contract/functions/batches.js';
import { requireInstance } from '#server/policies/instances.js';
import { listBatches } from '#server/services/batches/list-batches.js';
import { implement } from '../implement.js';

export default implement(batchesList, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'read'),
  async handle({ runtime, input }) {
    const { items, total } = await listBatches(runtime.db, input);
    return { items, total, page: input.page, pageSize: input.pageSize };
  },
});
