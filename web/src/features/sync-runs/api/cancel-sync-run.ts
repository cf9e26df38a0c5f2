import { syncRunsCancel } from '@contract/functions/sync-runs';
import { useFunctionMutation } from '@web/lib/function-query';

/** Asks a run to stop: the datasets on their way finish, the rest are cancelled. */
export function useCancelSyncRun() {
  return useFunctionMutation(syncRunsCancel);
}
