import { useQuery } from '@tanstack/react-query';
import { syncRunsGet } from '@contract/functions/sync-runs';
import { functionQuery } from '@web/lib/function-query';

/** How often a run's page asks for its progress while the run goes on. */
const pollMs = 1000;

/** A run and a page of its result; asked again every second until the run has ended. */
export function useSyncRun(runId: string) {
  return useQuery({
    ...functionQuery(syncRunsGet, { runId, limit: 500 }),
    refetchInterval: (query) => {
      const status = query.state.data?.run.status;
      return status === 'finished' || status === 'cancelled' ? false : pollMs;
    },
  });
}
