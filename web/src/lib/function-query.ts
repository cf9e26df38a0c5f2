import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { FunctionContract, InputOf, OutputOf } from '@contract/functions/define';
import { callContract } from './functions-client';

/**
 * The one way to read through a function: the cache key is `[function name, input]`, so every
 * read of the same thing shares one entry, and a mutation can refresh all reads of a function by
 * its name. `keepPrevious` keeps the last page on screen while the next one loads (lists).
 */
export function functionQuery<F extends FunctionContract>(
  contract: F,
  input: InputOf<F>,
  options: { keepPrevious?: boolean } = {},
) {
  return queryOptions({
    queryKey: [contract.name, input] as const,
    queryFn: ({ signal }): Promise<OutputOf<F>> => callContract(contract, input, { signal }),
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/**
 * The one way to change something through a function: after success it refreshes the reads the
 * function's contract names in `invalidates` (all inputs), then runs `onSuccess` if given.
 */
export function useFunctionMutation<F extends FunctionContract>(
  contract: F,
  options: {
    /** After the refresh: e.g. show the answer at once, or drop what no longer exists. */
    onSuccess?: (output: OutputOf<F>, input: InputOf<F>) => unknown;
    /** A refused call may still have changed something the server records (an event). */
    onError?: (error: Error, input: InputOf<F>) => unknown;
    /** 0 for an answer that must not stay in memory (a new key). */
    gcTime?: number;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<F>) => callContract(contract, input),
    ...(options.gcTime !== undefined ? { gcTime: options.gcTime } : {}),
    onSuccess: async (output, input) => {
      await refreshStaleReads(queryClient, contract);
      await options.onSuccess?.(output, input);
    },
    ...(options.onError
      ? { onError: (error: Error, input: InputOf<F>) => void options.onError?.(error, input) }
      : {}),
  });
}

/**
 * Refreshes the reads a successful call of the function makes stale (its `invalidates`). A read
 * still waiting for its first answer (a new tab or filter: no data yet) is not asked again by
 * invalidation, which only waits for that answer, and the answer was sent before this call's
 * change: such reads are asked once more, so the screen says what the call changed (a check
 * started just after choosing a filter kept showing Recheck while it ran).
 */
export async function refreshStaleReads(
  queryClient: QueryClient,
  contract: FunctionContract,
): Promise<void> {
  await Promise.all(
    contract.invalidates.map(async (name) => {
      const answeredBefore = queryClient
        .getQueryCache()
        .findAll({ queryKey: [name], fetchStatus: 'fetching' })
        .filter((query) => query.state.data === undefined);
      await queryClient.invalidateQueries({ queryKey: [name] });
      await Promise.all(
        answeredBefore.map((query) =>
          queryClient.refetchQueries({ queryKey: query.queryKey, exact: true, type: 'active' }),
        ),
      );
    }),
  );
}
