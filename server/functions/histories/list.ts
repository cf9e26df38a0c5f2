import { historiesList } from '../../../contract/functions/histories.js';
import { requireInstance } from '../../policies/instances.js';
import { maySeeOrigins } from '../../policies/see-origins.js';
import { listHistories } from '../../services/histories/list-histories.js';
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
