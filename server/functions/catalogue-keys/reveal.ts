import { catalogueKeysReveal } from '../../../contract/functions/api-keys.js';
import { AppError } from '../../lib/app-error.js';
import { requireInstance } from '../../policies/instances.js';
import { requireBrowserSession } from '../../policies/sessions.js';
import { readCatalogueApiKey } from '../../services/api-keys/catalogue-api-keys.js';
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
