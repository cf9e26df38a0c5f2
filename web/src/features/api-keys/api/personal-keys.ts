import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import {
  personalKeysCreate,
  personalKeysList,
  personalKeysRevoke,
} from '@contract/functions/api-keys';
import { callContract } from '@web/lib/functions-client';
import { useFunctionMutation } from '@web/lib/function-query';

export const personalKeysQueryOptions = queryOptions({
  queryKey: ['personalKeys.list', {}] as const,
  queryFn: ({ signal }) => callContract(personalKeysList, {}, { signal }),
});

export function usePersonalKeys() {
  return useSuspenseQuery(personalKeysQueryOptions).data;
}

/** The answer holds the key itself: keep it in the component only, never in the cache. */
export const useCreatePersonalKey = () =>
  // The answer holds the key: drop it from the mutation cache as soon as the form is gone.
  useFunctionMutation(personalKeysCreate, { gcTime: 0 });

/** `mutate({ keyId })`. */
export const useRevokePersonalKey = () => useFunctionMutation(personalKeysRevoke);
