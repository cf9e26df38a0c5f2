import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { systemGetSettings, type SystemSettingsAnswer } from '@contract/functions/system';
import { callContract } from './functions-client';

/** Registration open or closed, the sign-in methods and the avatar source: read once at start-up. */
export const systemSettingsQueryOptions = queryOptions({
  queryKey: ['system.getSettings'] as const,
  queryFn: ({ signal }) => callContract(systemGetSettings, {}, { signal }),
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useSystemSettings(): SystemSettingsAnswer {
  return useSuspenseQuery(systemSettingsQueryOptions).data;
}
