import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FunctionContract, InputOf, OutputOf } from '@contract/functions/define';
import { refreshStaleReads } from './function-query';
import { callFunction } from './functions-client';

/** What a call of a function that takes a file sends: its input and the file. */
export interface FileCall<F extends FunctionContract> {
  input: InputOf<F>;
  file: Blob;
}

/**
 * `useFunctionMutation` for a function whose body is a file (`body: 'file'`, e.g.
 * `imports.preview`): `mutate({ input, file })` sends the file as the body and the input in the
 * query, then refreshes the reads the contract names in `invalidates`.
 */
export function useFileFunctionMutation<F extends FunctionContract & { body: 'file' }>(
  contract: F,
  options: { onSuccess?: (output: OutputOf<F>, call: FileCall<F>) => unknown } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, file }: FileCall<F>) =>
      callFunction<OutputOf<F>>(contract.name, input, { file }),
    onSuccess: async (output, call) => {
      await refreshStaleReads(queryClient, contract);
      await options.onSuccess?.(output, call);
    },
  });
}
