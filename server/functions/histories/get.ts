import { historiesGet } from '../../../contract/functions/histories.js';
import { AppError } from '../../lib/app-error.js';
import { requireInstance } from '../../policies/instances.js';
import { getHistory } from '../../services/histories/list-histories.js';
import { implement } from '../implement.js';

export default implement(historiesGet, {
  async authorize({ runtime, actor, input }) {
    const found = await getHistory(runtime.db, input.historyId);
    if (!found) throw AppError.notFound('History');
    await requireInstance(runtime.db, actor, found.instanceId, 'read').catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'not-found'
        ? AppError.notFound('History')
        : error;
    });
    return found.history;
  },
  async handle({ permit }) {
    return permit;
  },
});
