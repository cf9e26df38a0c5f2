import { queryOptions, useQueryClient } from '@tanstack/react-query';
import {
  instancesCreate,
  instancesGet,
  instancesHarvest,
  instancesRemove,
  instancesUpdate,
  type InstanceDetail,
} from '@contract/functions/instances';
import { functionQuery, useFunctionMutation } from '@web/lib/function-query';

/** While a harvest is queued or running, the page follows its progress. */
export const harvestPollMs = 2000;

export const instanceQuery = (instanceId: string) =>
  queryOptions({
    ...functionQuery(instancesGet, { instanceId }),
    refetchInterval: (query) => (isHarvesting(query.state.data) ? harvestPollMs : false),
  });

export function isHarvesting(instance: InstanceDetail | undefined): boolean {
  return Boolean(instance && (instance.currentHarvest || instance.state === 'preparing'));
}

export const useCreateInstance = () => useFunctionMutation(instancesCreate);

/** `mutate({ instanceId })`: a harvest now; the page follows its progress. */
export const useHarvestInstance = () => useFunctionMutation(instancesHarvest);

export const useUpdateInstance = () => useFunctionMutation(instancesUpdate);

/** After a removal the instance's pages have nothing to show: drop them, refresh the workspace. */
export function useRemoveInstance() {
  const queryClient = useQueryClient();
  return useFunctionMutation(instancesRemove, {
    onSuccess: (_answer, { instanceId }) =>
      queryClient.removeQueries({ queryKey: ['instances.get', { instanceId }] }),
  });
}
