import {
  queryOptions,
  useQueryClient,
  useSuspenseQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { sessionGet, type SessionUser } from '@contract/functions/session';
import { callContract } from '@web/lib/functions-client';
import { sessionQueryKey } from '@web/lib/query-client';

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => callContract(sessionGet, {}, { signal }),
  // The claims change only when we say so (sign-in, sign-out, refresh): never refetch on a whim.
  staleTime: Infinity,
});

/** The signed-in user or null; read once at start, then kept by the query cache. */
export function useSession(): { user: SessionUser | null } {
  const { data } = useSuspenseQuery(sessionQueryOptions);
  return { user: data.user };
}

/** After a change to the account or its roles, read the session again so the page sees the new rights. */
export function refreshSession(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

export function useRefreshSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => refreshSession(queryClient);
}
