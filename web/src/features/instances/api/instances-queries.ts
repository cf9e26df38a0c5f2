import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '../../../../../contract/functions/define';
import {
  instancesCreate,
  instancesGet,
  instancesHarvest,
  type InstanceDetail,
} from '../../../../../contract/functions/instances';
import { callContract } from '../../../lib/functions-client';

/** While a harvest is queued or running, the page follows its progress. */
export const harvestPollMs = 2000;

export const instanceQuery = (instanceId: string) =>
  queryOptions({
    queryKey: ['instances.get', { instanceId }],
    queryFn: ({ signal }) => callContract(instancesGet, { instanceId }, { signal }),
    refetchInterval: (query) => (isHarvesting(query.state.data) ? harvestPollMs : false),
  });

export function isHarvesting(instance: InstanceDetail | undefined): boolean {
  return Boolean(instance && (instance.currentHarvest || instance.state === 'preparing'));
}

export function useCreateInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof instancesCreate>) => callContract(instancesCreate, input),
    onSuccess: (_instance, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['workspaces.list'] }),
        queryClient.invalidateQueries({
          queryKey: ['workspaces.get', { workspaceId: input.workspaceId }],
        }),
      ]),
  });
}

export function useHarvestInstance(instanceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callContract(instancesHarvest, { instanceId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['instances.get', { instanceId }] }),
  });
}
