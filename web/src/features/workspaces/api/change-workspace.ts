import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '@contract/functions/define';
import { membersLeave } from '@contract/functions/members';
import { workspacesRemove, workspacesRename } from '@contract/functions/workspaces';
import { callContract } from '@web/lib/functions-client';

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

export function useLeaveWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof membersLeave>) => callContract(membersLeave, input),
    onSuccess: (_answer, input) => {
      // Nothing of a workspace one has left may be shown from the cache.
      queryClient.removeQueries({
        predicate: (query) => JSON.stringify(query.queryKey[1] ?? null).includes(input.workspaceId),
      });
      return queryClient.invalidateQueries({ queryKey: ['workspaces.list'] });
    },
  });
}
