import { useQueryClient } from '@tanstack/react-query';
import { membersLeave } from '@contract/functions/members';
import { workspacesRemove, workspacesRename } from '@contract/functions/workspaces';
import { useFunctionMutation } from '@web/lib/function-query';

export const useRenameWorkspace = () => useFunctionMutation(workspacesRename);

/** After a workspace is deleted its pages have nothing to show: drop them. */
export function useDeleteWorkspace() {
  const queryClient = useQueryClient();
  return useFunctionMutation(workspacesRemove, {
    onSuccess: (_answer, input) =>
      queryClient.removeQueries({
        queryKey: ['workspaces.get', { workspaceId: input.workspaceId }],
      }),
  });
}

/** Nothing of a workspace one has left may be shown from the cache. */
export function useLeaveWorkspace() {
  const queryClient = useQueryClient();
  return useFunctionMutation(membersLeave, {
    onSuccess: (_answer, input) =>
      queryClient.removeQueries({
        predicate: (query) => JSON.stringify(query.queryKey[1] ?? null).includes(input.workspaceId),
      }),
  });
}
