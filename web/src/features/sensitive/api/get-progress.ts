import { queryOptions, useQuery } from '@tanstack/react-query';
import { sensitiveProgress } from '@contract/functions/sensitive';
import { functionQuery } from '@web/lib/function-query';
import { pollWhileActive } from './poll';

export const progressQueryOptions = (instanceId: string) =>
  queryOptions({
    ...functionQuery(sensitiveProgress, { instanceId }),
    refetchInterval: (query) => {
      const batch = query.state.data?.batch;
      return pollWhileActive(Boolean(batch && !batch.finished));
    },
  });

/** Progress of the instance's latest "check all". */
export function useInstanceCheckProgress(instanceId: string) {
  return useQuery(progressQueryOptions(instanceId));
}
