import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InputOf } from '../../../../../contract/functions/define';
import { eventsList } from '../../../../../contract/functions/events';
import { callContract } from '../../../lib/functions-client';

export type EventFilters = InputOf<typeof eventsList>;

export function eventsQueryOptions(filters: EventFilters) {
  return queryOptions({
    queryKey: [eventsList.name, filters],
    queryFn: ({ signal }) => callContract(eventsList, filters, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEvents(filters: EventFilters) {
  return useQuery(eventsQueryOptions(filters));
}
