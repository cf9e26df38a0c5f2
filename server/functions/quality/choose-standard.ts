import { qualityChooseStandard } from '#contract/functions/quality.js';
import { requireDataset } from '#server/policies/require-dataset.js';
import { chooseStandard } from '#server/services/quality/choose-standard.js';
import { implement } from '../implement.js';

export default implement(qualityChooseStandard, {
  // The choice changes how the dataset is judged: those who may edit it make it.
  authorize: ({ runtime, actor, input }) =>
    requireDataset(runtime.db, actor, input.datasetId, 'edit'),
  handle: ({ runtime, actor, permit, input }) =>
    chooseStandard(runtime.db, permit.dataset.id, input.standard, actor.id),
});
