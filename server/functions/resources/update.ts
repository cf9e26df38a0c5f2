import { resourcesUpdate } from '#contract/functions/resources.js';
import { AppError } from '#server/lib/app-error.js';
import { requireResource } from '#server/policies/resources.js';
import { datasetDetail } from '#server/services/datasets/dataset-detail.js';
import { editResources } from '#server/services/datasets/edit-resources.js';
import { implement } from '../implement.js';

export default implement(resourcesUpdate, {
  authorize: ({ runtime, actor, input }) =>
    requireResource(runtime.db, actor, input.resourceId, 'edit'),
  async handle({ runtime, actor, input, permit }) {
    // The resource must be the named dataset's; otherwise it is simply not there.
    if (permit.dataset.id !== input.datasetId) throw AppError.notFound('Resource');
    const { datasetId: _, version, resourceId, ...values } = input;
    const updated = await editResources(runtime.db, permit, actor, version, {
      op: 'update',
      resourceId,
      values,
    });
    return datasetDetail(runtime.db, updated, permit);
  },
});
