import {
  queryOptions,
  useMutation,
  useQueryClient,
  useSuspenseQuery,
  type QueryClient,
} from '@tanstack/react-query';
import {
  catalogueKeysGet,
  catalogueKeysRemove,
  catalogueKeysReveal,
  catalogueKeysSave,
  type CatalogueKeyState,
} from '@contract/functions/api-keys';
import { callContract } from '@web/lib/functions-client';
import { functionQuery } from '@web/lib/function-query';

export const catalogueKeyQueryOptions = (instanceId: string) =>
  queryOptions({
    ...functionQuery(catalogueKeysGet, { instanceId }),
  });

export function useCatalogueKey(instanceId: string): CatalogueKeyState {
  return useSuspenseQuery(catalogueKeyQueryOptions(instanceId)).data;
}

function showState(queryClient: QueryClient, instanceId: string, state: CatalogueKeyState) {
  queryClient.setQueryData(catalogueKeyQueryOptions(instanceId).queryKey, state);
  // Member tables say whether a key is set.
  void queryClient.invalidateQueries({ queryKey: ['members.list'] });
}

/** The key itself, asked for only when the person presses Reveal or Copy; never cached. */
export function revealCatalogueKey(instanceId: string): Promise<string> {
  return callContract(catalogueKeysReveal, { instanceId }).then((answer) => answer.apiKey);
}

export function useSaveCatalogueKey(instanceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (apiKey: string) => callContract(catalogueKeysSave, { instanceId, apiKey }),
    onSuccess: (state) => showState(queryClient, instanceId, state),
  });
}

export function useRemoveCatalogueKey(instanceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callContract(catalogueKeysRemove, { instanceId }),
    onSuccess: (state) => showState(queryClient, instanceId, state),
  });
}
