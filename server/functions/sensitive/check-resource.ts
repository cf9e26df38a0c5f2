import { resourcesCheckSensitive } from '#contract/functions/sensitive.js';
import { requireResource } from '#server/policies/resources.js';
import { checkResourceNow } from '#server/services/sensitive/check-resource-now.js';
import { AppError } from '#server/lib/app-error.js';
import { implement } from '../implement.js';

export default implement(resourcesCheckSensitive, {
  authorize: ({ runtime, actor, input }) =>
    requireResource(runtime.db, actor, input.resourceId, 'edit'),
  async handle({ runtime, actor, permit }) {
    const queued = await checkResourceNow(runtime, {
      resourceId: permit.resource.id,
      requestedBy: actor.id,
    });
    if (!queued) throw AppError.notFound('Resource');
    return { checkId: queued.checkId, status: queued.status };
  },
});
