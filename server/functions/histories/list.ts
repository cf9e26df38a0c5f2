import { historiesList } from '#contract/functions/histories.js';
import { requireInstance } from '#server/policies/instances.js';
import { maySeeOrigins } from '#server/policies/see-origins.js';
import { listHistories } from '#server/services/histories/list-histories.js';
import { implement } from '../implement.js';

export default implement(historiesList, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'read'),
  async handle({ runtime, input, permit }) {
    const { items, total, actors } = await listHistories(runtime.db, input, {
      showOrigins: maySeeOrigins(permit),
    });
    return { items, total, actors, page: input.page, pageSize: input.pageSize };
  },
});
