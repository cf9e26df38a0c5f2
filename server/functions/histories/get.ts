import { historiesGet } from '../../../contract/functions/histories.js';
import { AppError } from '../../lib/app-error.js';
import { asNotFound, requireInstance } from '../../policies/instances.js';
import { maySeeOrigins } from '../../policies/see-origins.js';
import { getHistory } from '../../services/histories/list-histories.js';
import { implement } from '../implement.js';

export default implement(historiesGet, {
  async authorize({ runtime, actor, input }) {
    const found = await getHistory(runtime.db, input.historyId);
    if (!found) throw AppError.notFound('History');
    const access = await requireInstance(runtime.db, actor, found.instanceId, 'read').catch(
      asNotFound('History'),
    );
    return { found, showOrigins: maySeeOrigins(access) };
  },
  async handle({ permit: { found, showOrigins } }) {
    return found.present({ showOrigins });
  },
});
