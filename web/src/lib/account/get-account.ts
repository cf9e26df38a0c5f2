import {
  queryOptions,
  useQueryClient,
  useSuspenseQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { accountGet, type AccountUser } from '@contract/functions/account';
import { callContract } from '@web/lib/functions-client';
import { accountQueryKey } from '@web/lib/query-client';

export const accountQueryOptions = queryOptions({
  queryKey: accountQueryKey,
  queryFn: ({ signal }) => callContract(accountGet, {}, { signal }),
  // The claims change only when we say so (sign-in, sign-out, refresh): never refetch on a whim.
  staleTime: Infinity,
});

/** The signed-in user or null; read once at start, then kept by the query cache. */
export function useAccount(): { user: AccountUser | null } {
  const { data } = useSuspenseQuery(accountQueryOptions);
  return { user: data.user };
}

/** After a change to the account or its roles, read the account again so the page sees the new rights. */
export function refreshAccount(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: accountQueryKey });
}

export function useRefreshAccount(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => refreshAccount(queryClient);
}
