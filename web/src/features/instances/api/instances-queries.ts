import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '@contract/functions/define';
import {
  instancesCreate,
  instancesGet,
  instancesHarvest,
  instancesRemove,
  instancesUpdate,
  type InstanceDetail,
} from '@contract/functions/instances';
import { callContract } from '@web/lib/functions-client';
import { functionQuery } from '@web/lib/function-query';

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

export function useUpdateInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof instancesUpdate>) => callContract(instancesUpdate, input),
    onSuccess: (instance) =>
      Promise.all(
        [
          ['instances.get', { instanceId: instance.id }],
          ['workspaces.get', { workspaceId: instance.workspaceId }],
          ['events.list'],
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

/** After a removal the instance's pages have nothing to show: drop them, refresh the workspace. */
export function useRemoveInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof instancesRemove>) => callContract(instancesRemove, input),
    onSuccess: async ({ workspaceId }, { instanceId }) => {
      queryClient.removeQueries({ queryKey: ['instances.get', { instanceId }] });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['workspaces.get', { workspaceId }] }),
        queryClient.invalidateQueries({ queryKey: ['workspaces.list'] }),
      ]);
    },
  });
}
