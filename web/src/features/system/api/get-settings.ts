import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { systemGetSettings, type SystemSettings } from '@contract/functions/system';
import { callContract } from '@web/lib/functions-client';

/** Registration open or closed is read once at start-up. */
export const systemSettingsQueryOptions = queryOptions({
  queryKey: ['system.getSettings'] as const,
  queryFn: ({ signal }) => callContract(systemGetSettings, {}, { signal }),
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useSystemSettings(): SystemSettings {
  return useSuspenseQuery(systemSettingsQueryOptions).data;
}
