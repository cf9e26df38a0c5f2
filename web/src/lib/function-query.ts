import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FunctionContract, InputOf, OutputOf } from '@contract/functions/define';
import { callFunction } from './functions-client';

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
    queryFn: ({ signal }): Promise<OutputOf<F>> =>
      callFunction<OutputOf<F>>(contract.name, input, { signal }),
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/** A mutation's variables: the input, or the input and the file for a function that takes one. */
export type MutationInputOf<F extends FunctionContract> = F['body'] extends 'file'
  ? { input: InputOf<F>; file: Blob }
  : InputOf<F>;

/**
 * The one way to change something through a function: after success it refreshes the reads the
 * function's contract names in `invalidates` (all inputs), then runs `onSuccess` if given.
 */
export function useFunctionMutation<F extends FunctionContract>(
  contract: F,
  options: {
    /** After the refresh: e.g. show the answer at once, or drop what no longer exists. */
    onSuccess?: (output: OutputOf<F>, input: MutationInputOf<F>) => unknown;
    /** A refused call may still have changed something the server records (an event). */
    onError?: (error: Error, input: MutationInputOf<F>) => unknown;
    /** 0 for an answer that must not stay in memory (a new key). */
    gcTime?: number;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: MutationInputOf<F>) => callWith(contract, variables),
    ...(options.gcTime !== undefined ? { gcTime: options.gcTime } : {}),
    onSuccess: async (output, input) => {
      await Promise.all(
        contract.invalidates.map((name) => queryClient.invalidateQueries({ queryKey: [name] })),
      );
      await options.onSuccess?.(output, input);
    },
    ...(options.onError
      ? {
          onError: (error: Error, input: MutationInputOf<F>) =>
            void options.onError?.(error, input),
        }
      : {}),
  });
}

function callWith<F extends FunctionContract>(
  contract: F,
  variables: MutationInputOf<F>,
): Promise<OutputOf<F>> {
  if (contract.body !== 'file') return callFunction<OutputOf<F>>(contract.name, variables);
  const { input, file } = variables as { input: InputOf<F>; file: Blob };
  return callFunction<OutputOf<F>>(contract.name, input, { file });
}
