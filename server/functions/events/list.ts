import { eventsList } from '#contract/functions/events.js';
import { requireInstance } from '#server/policies/instances.js';
import { maySeeOrigins } from '#server/policies/see-origins.js';
import { listEvents } from '#server/services/events/list-events.js';
import { implement } from '../implement.js';

export default implement(eventsList, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'read'),
  async handle({ runtime, input, permit }) {
    const { items, total } = await listEvents(runtime.db, input, {
      showOrigins: maySeeOrigins(permit),
    });
    return { items, total, page: input.page, pageSize: input.pageSize };
  },
});
