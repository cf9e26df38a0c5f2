import { queryOptions, useQuery } from '@tanstack/react-query';
import { sensitiveLog } from '@contract/functions/sensitive';
import { functionQuery } from '@web/lib/function-query';
import { pollWhileActive } from './poll';

export const logQueryOptions = (checkId: string) =>
  queryOptions({
    ...functionQuery(sensitiveLog, { checkId }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return pollWhileActive(status === 'queued' || status === 'running');
    },
  });

/** One check's log (`/workspaces/{w}/{i}/{d}/{r}/{logId}`). */
export function useCheckLog(checkId: string) {
  return useQuery(logQueryOptions(checkId));
}
