import { queryOptions, useQuery } from '@tanstack/react-query';
import { sensitiveStatus } from '@contract/functions/sensitive';
import { functionQuery } from '@web/lib/function-query';
import { pollWhileActive } from './poll';

export const statusQueryOptions = (datasetId: string) =>
  queryOptions({
    ...functionQuery(sensitiveStatus, { datasetId }),
    // Polls while a check of the dataset is queued or running, or its "check all" goes on.
    refetchInterval: (query) => {
      const data = query.state.data;
      const busy =
        Boolean(data?.resources.some((resource) => resource.active)) ||
        Boolean(data?.batch && !data.batch.finished);
      return pollWhileActive(busy);
    },
  });

/** The resource list's check column (Check / Recheck / Running) for one dataset. */
export function useCheckStatus(datasetId: string) {
  return useQuery(statusQueryOptions(datasetId));
}
