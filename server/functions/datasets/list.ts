import { datasetsList } from '#contract/functions/datasets/index.js';
import { requireInstance } from '#server/policies/instances.js';
import { listDatasets } from '#server/services/datasets/list-datasets.js';
import { implement } from '../implement.js';

export default implement(datasetsList, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'read'),
  async handle({ runtime, input }) {
    const { items, total } = await listDatasets(runtime.db, input);
    return { items, total, page: input.page, pageSize: input.pageSize };
  },
});
