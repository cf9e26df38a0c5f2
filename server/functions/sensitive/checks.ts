import { sensitiveChecks } from '#contract/functions/sensitive.js';
import { requireResource } from '#server/policies/resources.js';
import { listResourceChecks } from '#server/services/sensitive/list-resource-checks.js';
import { implement } from '../implement.js';

export default implement(sensitiveChecks, {
  authorize: ({ runtime, actor, input }) =>
    requireResource(runtime.db, actor, input.resourceId, 'read'),
  handle: async ({ runtime, permit }) => ({
    items: await listResourceChecks(runtime.db, permit.resource.id),
  }),
});
