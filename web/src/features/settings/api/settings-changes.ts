import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '@contract/functions/define';
import { systemUpdateSettings, type SystemSettingsAnswer } from '@contract/functions/system';
import { workspacesRemove, workspacesRename } from '@contract/functions/workspaces';
import { callContract } from '@web/lib/functions-client';
import { systemSettingsQueryOptions } from '@web/features/system/api/get-settings';

export function useRenameWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof workspacesRename>) => callContract(workspacesRename, input),
    onSuccess: (_workspace, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['workspaces.list'] }),
        queryClient.invalidateQueries({
          queryKey: ['workspaces.get', { workspaceId: input.workspaceId }],
        }),
      ]),
  });
}

/** After a workspace is deleted its pages have nothing to show: drop them, refresh the list. */
export function useDeleteWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof workspacesRemove>) => callContract(workspacesRemove, input),
    onSuccess: async (_answer, input) => {
      queryClient.removeQueries({
        queryKey: ['workspaces.get', { workspaceId: input.workspaceId }],
      });
      await queryClient.invalidateQueries({ queryKey: ['workspaces.list'] });
    },
  });
}

export function useUpdateSystemSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof systemUpdateSettings>) =>
      callContract(systemUpdateSettings, input),
    onSuccess: (settings) =>
      queryClient.setQueryData<SystemSettingsAnswer>(systemSettingsQueryOptions.queryKey, settings),
  });
}
