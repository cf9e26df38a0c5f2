import { vocabulariesGet } from '#contract/functions/vocabularies.js';
import { requireInstance } from '#server/policies/instances.js';
import { loadVocabularies } from '#server/services/vocabularies/catalogue-vocabularies.js';
import { implement } from '../implement.js';

export default implement(vocabulariesGet, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'read'),
  async handle({ runtime, permit }) {
    const vocabularies = await loadVocabularies(runtime.db, permit.instance.id);
    return {
      organizations: vocabularies.organizations,
      groups: vocabularies.groups,
      licenses: vocabularies.licenses,
      editableOrganizations: permit.editable === 'none' ? [] : permit.editable,
      fetchedAt: vocabularies.fetchedAt?.toISOString() ?? null,
    };
  },
});
