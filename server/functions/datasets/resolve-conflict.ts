import { datasetsResolveConflict } from '#contract/functions/datasets/index.js';
import { requireDataset } from '#server/policies/require-dataset.js';
import { datasetDetail } from '#server/services/datasets/dataset-detail.js';
import { resolveConflict } from '#server/services/sync/conflict.js';
import { implement } from '../implement.js';

export default implement(datasetsResolveConflict, {
  authorize: ({ runtime, actor, input }) =>
    requireDataset(runtime.db, actor, input.datasetId, 'edit'),
  async handle({ runtime, actor, input, permit }) {
    const resolved = await resolveConflict(runtime.db, permit, actor, {
      version: input.version,
      catalogueModified: input.catalogueModified,
      take: input.take,
      choices: input.choices,
    });
    return datasetDetail(runtime.db, resolved, permit);
  },
});
