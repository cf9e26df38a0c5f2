import { catalogueKeysReveal } from '#contract/functions/api-keys.js';
import { AppError } from '#server/lib/app-error.js';
import { requireInstance } from '#server/policies/instances.js';
import { requireBrowserSession } from '#server/policies/sessions.js';
import { readCatalogueApiKey } from '#server/services/api-keys/catalogue-api-keys.js';
import { implement } from '../implement.js';

export default implement(catalogueKeysReveal, {
  async authorize({ runtime, actor, input }) {
    requireBrowserSession(actor);
    return requireInstance(runtime.db, actor, input.instanceId, 'read');
  },
  async handle({ runtime, actor, permit }) {
    const apiKey = await readCatalogueApiKey(
      runtime.db,
      runtime.config,
      actor.id,
      permit.instance.id,
    );
    if (apiKey === null) throw AppError.notFound('API key');
    return { apiKey };
  },
});
