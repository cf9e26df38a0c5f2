import { useQuery } from '@tanstack/react-query';
import type { InputOf } from '@contract/functions/define';
import { eventsList } from '@contract/functions/events';
import { functionQuery } from '@web/lib/function-query';

export type EventFilters = InputOf<typeof eventsList>;

export const eventsQueryOptions = (filters: EventFilters) =>
  functionQuery(eventsList, filters, { keepPrevious: true });

export function useEvents(filters: EventFilters) {
  return useQuery(eventsQueryOptions(filters));
}
