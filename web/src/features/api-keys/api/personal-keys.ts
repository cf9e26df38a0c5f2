import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { InputOf } from '@contract/functions/define';
import {
  personalKeysCreate,
  personalKeysList,
  personalKeysRevoke,
} from '@contract/functions/api-keys';
import { callContract } from '@web/lib/functions-client';

export const personalKeysQueryOptions = queryOptions({
  queryKey: ['personalKeys.list', {}] as const,
  queryFn: ({ signal }) => callContract(personalKeysList, {}, { signal }),
});

export function usePersonalKeys() {
  return useSuspenseQuery(personalKeysQueryOptions).data;
}

/** The answer holds the key itself: keep it in the component only, never in the cache. */
export function useCreatePersonalKey() {
  const queryClient = useQueryClient();
  return useMutation({
    // The answer holds the key: drop it from the mutation cache as soon as the form is gone.
    gcTime: 0,
    mutationFn: (input: InputOf<typeof personalKeysCreate>) =>
      callContract(personalKeysCreate, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalKeysQueryOptions.queryKey }),
  });
}

export function useRevokePersonalKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => callContract(personalKeysRevoke, { keyId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalKeysQueryOptions.queryKey }),
  });
}
