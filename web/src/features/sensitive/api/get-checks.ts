import { queryOptions, useQuery } from '@tanstack/react-query';
import { sensitiveChecks } from '@contract/functions/sensitive';
import { functionQuery } from '@web/lib/function-query';
import { pollWhileActive } from './poll';

export const checksQueryOptions = (resourceId: string) =>
  queryOptions({
    ...functionQuery(sensitiveChecks, { resourceId }),
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
