import { queryOptions, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  catalogueKeysGet,
  catalogueKeysRemove,
  catalogueKeysReveal,
  catalogueKeysSave,
  catalogueKeysUseForHarvest,
  type CatalogueKeyState,
} from '@contract/functions/api-keys';
import { callContract } from '@web/lib/functions-client';
import { functionQuery, useFunctionMutation } from '@web/lib/function-query';

export const catalogueKeyQueryOptions = (instanceId: string) =>
  queryOptions({
    ...functionQuery(catalogueKeysGet, { instanceId }),
  });

export function useCatalogueKey(instanceId: string): CatalogueKeyState {
  return useSuspenseQuery(catalogueKeyQueryOptions(instanceId)).data;
}

/** The key itself, asked for only when the person presses Reveal or Copy; never cached. */
export function revealCatalogueKey(instanceId: string): Promise<string> {
  return callContract(catalogueKeysReveal, { instanceId }).then((answer) => answer.apiKey);
}

/** The answer is the key's new state (set or not, never the key): show it at once. */
function useCatalogueKeyMutation<
  F extends
    typeof catalogueKeysSave | typeof catalogueKeysRemove | typeof catalogueKeysUseForHarvest,
>(contract: F) {
  const queryClient = useQueryClient();
  return useFunctionMutation(contract, {
    onSuccess: (state, input) =>
      queryClient.setQueryData(
        catalogueKeyQueryOptions(input.instanceId).queryKey,
        state as CatalogueKeyState,
      ),
  });
}

/** `mutate({ instanceId, apiKey })`. */
export const useSaveCatalogueKey = () => useCatalogueKeyMutation(catalogueKeysSave);

/** `mutate({ instanceId })`. */
export const useRemoveCatalogueKey = () => useCatalogueKeyMutation(catalogueKeysRemove);

/** `mutate({ instanceId, use })`: harvests read with this key (private datasets included), or not. */
export const useHarvestWithCatalogueKey = () => useCatalogueKeyMutation(catalogueKeysUseForHarvest);
