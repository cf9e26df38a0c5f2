import { datasetsGet } from '#contract/functions/datasets/index.js';
import { mayEditOrganization } from '#server/policies/instances.js';
import { requireDataset } from '#server/policies/require-dataset.js';
import { datasetResources } from '#server/services/datasets/dataset-resources.js';
import { presentDataset } from '#server/services/datasets/present-dataset.js';
import { datasetQuality } from '#server/services/quality/dataset-quality.js';
import { loadLicensesAndGroups } from '#server/services/vocabularies/catalogue-vocabularies.js';
import { implement } from '../implement.js';

export default implement(datasetsGet, {
  authorize: ({ runtime, actor, input }) =>
    requireDataset(runtime.db, actor, input.datasetId, 'read'),
  async handle({ runtime, permit }) {
    const [resourceRows, vocabularies, quality] = await Promise.all([
      datasetResources(runtime, permit.dataset.id),
      loadLicensesAndGroups(runtime.db, permit.dataset.instanceId),
      datasetQuality(runtime.db, permit.dataset.id),
    ]);
    const canEdit = mayEditOrganization(permit.editable, permit.dataset.organizationName);
    return presentDataset(permit.dataset, resourceRows, canEdit, vocabularies, quality);
  },
});
