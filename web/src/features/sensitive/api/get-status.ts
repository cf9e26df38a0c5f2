import { queryOptions, useQuery } from '@tanstack/react-query';
import { sensitiveStatus } from '../../../../../contract/functions/sensitive';
import { callContract } from '../../../lib/functions-client';
import { pollWhileActive } from './poll';

export const statusQueryOptions = (datasetId: string) =>
  queryOptions({
    queryKey: ['sensitive.status', { datasetId }] as const,
    queryFn: ({ signal }) => callContract(sensitiveStatus, { datasetId }, { signal }),
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
