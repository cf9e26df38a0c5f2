import { queryOptions, useQuery } from '@tanstack/react-query';
import { sensitiveProgress } from '../../../../../contract/functions/sensitive';
import { callContract } from '../../../lib/functions-client';
import { pollWhileActive } from './poll';

export const progressQueryOptions = (instanceId: string) =>
  queryOptions({
    queryKey: ['sensitive.progress', { instanceId }] as const,
    queryFn: ({ signal }) => callContract(sensitiveProgress, { instanceId }, { signal }),
    refetchInterval: (query) => {
      const batch = query.state.data?.batch;
      return pollWhileActive(Boolean(batch && !batch.finished));
    },
  });

/** Progress of the instance's latest "check all". */
export function useInstanceCheckProgress(instanceId: string) {
  return useQuery(progressQueryOptions(instanceId));
}
