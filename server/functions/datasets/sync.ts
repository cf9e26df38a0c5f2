import { datasetsSync } from '#contract/functions/datasets/index.js';
import { requireDataset } from '#server/policies/require-dataset.js';
import { datasetDetail } from '#server/services/datasets/dataset-detail.js';
import { syncDataset } from '#server/services/sync/sync-dataset.js';
import { implement } from '../implement.js';

export default implement(datasetsSync, {
  authorize: ({ runtime, actor, input }) =>
    requireDataset(runtime.db, actor, input.datasetId, 'edit'),
  async handle({ runtime, actor, input, permit }) {
    const result = await syncDataset(runtime, actor, permit, {
      confirmSensitive: input.confirmSensitive,
    });
    if (result.outcome === 'deleted') return result;
    return {
      outcome: result.outcome,
      push: result.push,
      dataset: await datasetDetail(runtime.db, result.dataset, permit),
    };
  },
});
