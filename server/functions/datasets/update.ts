import { datasetsUpdate } from '#contract/functions/datasets/index.js';
import { requireDataset } from '#server/policies/require-dataset.js';
import { datasetDetail } from '#server/services/datasets/dataset-detail.js';
import { visibilityOf } from '#server/services/catalogue/dataset-fields.js';
import { updateDataset } from '#server/services/datasets/update-datasets.js';
import { implement } from '../implement.js';

export default implement(datasetsUpdate, {
  authorize: ({ runtime, actor, input }) =>
    requireDataset(runtime.db, actor, input.datasetId, 'edit'),
  async handle({
    runtime,
    actor,
    input: { datasetId: _, version, visibility, ...values },
    permit,
  }) {
    const kept = visibility ?? visibilityOf(permit.dataset.private);
    const updated = await updateDataset(runtime.db, permit, actor, version, {
      ...values,
      visibility: kept,
    });
    return datasetDetail(runtime.db, updated, permit);
  },
});
