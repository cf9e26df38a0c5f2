import { queryOptions, useQuery } from '@tanstack/react-query';
import { sensitiveChecks } from '../../../../../contract/functions/sensitive';
import { callContract } from '../../../lib/functions-client';
import { pollWhileActive } from './poll';

export const checksQueryOptions = (resourceId: string) =>
  queryOptions({
    queryKey: ['sensitive.checks', { resourceId }] as const,
    queryFn: ({ signal }) => callContract(sensitiveChecks, { resourceId }, { signal }),
    refetchInterval: (query) =>
      pollWhileActive(
        Boolean(
          query.state.data?.items.some(
            (check) => check.status === 'queued' || check.status === 'running',
          ),
        ),
      ),
  });

/** A resource's checks, newest first: the way to each check's log. */
export function useChecks(resourceId: string) {
  return useQuery(checksQueryOptions(resourceId));
}
