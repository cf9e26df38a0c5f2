import { queryOptions, useQuery } from '@tanstack/react-query';
import { sensitiveLog } from '../../../../../contract/functions/sensitive';
import { callContract } from '../../../lib/functions-client';
import { pollWhileActive } from './poll';

export const logQueryOptions = (checkId: string) =>
  queryOptions({
    queryKey: ['sensitive.log', { checkId }] as const,
    queryFn: ({ signal }) => callContract(sensitiveLog, { checkId }, { signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return pollWhileActive(status === 'queued' || status === 'running');
    },
  });

/** One check's log (`/workspaces/{w}/{i}/{d}/{r}/{logId}`). */
export function useCheckLog(checkId: string) {
  return useQuery(logQueryOptions(checkId));
}
