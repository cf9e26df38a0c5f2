import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { historiesGet, historiesList } from '@contract/functions/histories';
import type { InputOf } from '@contract/functions/define';
import { callContract } from '@web/lib/functions-client';
import { functionQuery } from '@web/lib/function-query';

export type HistoryFilters = InputOf<typeof historiesList>;

export function historiesQueryOptions(filters: HistoryFilters) {
  return queryOptions({
    ...functionQuery(historiesList, filters),
    // Keep the last page on screen while the next one loads: the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useHistories(filters: HistoryFilters) {
  return useQuery(historiesQueryOptions(filters));
}

export function useHistory(historyId: string | null) {
  return useQuery({
    queryKey: [historiesGet.name, { historyId }],
    queryFn: ({ signal }) => callContract(historiesGet, { historyId: historyId! }, { signal }),
    enabled: historyId !== null,
    staleTime: Infinity, // A history entry never changes.
  });
}
