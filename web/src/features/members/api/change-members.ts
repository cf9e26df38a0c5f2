import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '@contract/functions/define';
import { membersLeave, membersRemove, membersUpdate } from '@contract/functions/members';
import { callContract } from '@web/lib/functions-client';
import { useFunctionMutation } from '@web/lib/function-query';

/** Members, the workspace and the caller's workspace list may all read differently now. */
export const useUpdateMember = () => useFunctionMutation(membersUpdate);

export const useRemoveMember = () => useFunctionMutation(membersRemove);

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
