import { historiesGet } from '../../../contract/functions/histories.js';
import { AppError } from '../../lib/app-error.js';
import { asNotFound, requireInstance } from '../../policies/instances.js';
import { getHistory } from '../../services/histories/list-histories.js';
import { implement } from '../implement.js';

export default implement(historiesGet, {
  async authorize({ runtime, actor, input }) {
    const found = await getHistory(runtime.db, input.historyId);
    if (!found) throw AppError.notFound('History');
    await requireInstance(runtime.db, actor, found.instanceId, 'read').catch(asNotFound('History'));
    return found.history;
  },
  async handle({ permit }) {
    return permit;
  },
});
