import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { FunctionsError } from './functions-client';

/** Codes worth a second try: the server may come back; the others will answer the same again. */
const transientCodes = new Set(['internal', 'unavailable', 'deadline-exceeded', 'unknown']);

export const accountQueryKey = ['account.get'] as const;

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        // No refetch on window focus or on reconnect.
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: (failureCount, error) =>
          failureCount < 2 && error instanceof FunctionsError && transientCodes.has(error.code),
      },
    },
    // A call refused for lack of a session means ours ended: read the session again so guards react.
    queryCache: new QueryCache({ onError: (error) => refreshSessionAfter(error) }),
    mutationCache: new MutationCache({ onError: (error) => refreshSessionAfter(error) }),
  });

  function refreshSessionAfter(error: unknown): void {
    if (error instanceof FunctionsError && error.code === 'unauthenticated') {
      void queryClient.invalidateQueries({ queryKey: accountQueryKey });
    }
  }
  return queryClient;
}
