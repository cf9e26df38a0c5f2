import { datasetsConflict } from '#contract/functions/datasets/index.js';
import { requireDataset } from '#server/policies/require-dataset.js';
import { datasetResources } from '#server/services/datasets/dataset-resources.js';
import { conflictFields } from '#server/services/sync/conflict.js';
import { loadVocabularies } from '#server/services/vocabularies/catalogue-vocabularies.js';
import { titlesOfValues } from '#server/services/vocabularies/vocabulary-titles.js';
import { implement } from '../implement.js';

export default implement(datasetsConflict, {
  authorize: ({ runtime, actor, input }) =>
    requireDataset(runtime.db, actor, input.datasetId, 'read'),
  async handle({ runtime, permit: { dataset } }) {
    const [localResources, vocabularies] = await Promise.all([
      datasetResources(runtime, dataset.id),
      loadVocabularies(runtime.db, dataset.instanceId),
    ]);
    const fields = conflictFields(dataset, localResources);
    const compared = fields.map((field) => ({
      field: field.field,
      values: [field.local, field.catalogue],
    }));
    return {
      datasetId: dataset.id,
      syncStatus: dataset.syncStatus,
      version: dataset.version,
      catalogueModified: dataset.remoteModified,
      fields,
      titles: titlesOfValues(vocabularies, compared),
    };
  },
});
