import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { InputOf } from '../../../../../contract/functions/define';
import {
  membersLeave,
  membersRemove,
  membersUpdate,
} from '../../../../../contract/functions/members';
import { callContract } from '../../../lib/functions-client';

/** Members, the workspace and the caller's workspace list may all read differently now. */
function refreshMembership(queryClient: QueryClient, workspaceId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['members.list', { workspaceId }] }),
    queryClient.invalidateQueries({ queryKey: ['workspaces.get', { workspaceId }] }),
    queryClient.invalidateQueries({ queryKey: ['workspaces.list'] }),
  ]);
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof membersUpdate>) => callContract(membersUpdate, input),
    onSuccess: (_row, input) => refreshMembership(queryClient, input.workspaceId),
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof membersRemove>) => callContract(membersRemove, input),
    onSuccess: (_answer, input) => refreshMembership(queryClient, input.workspaceId),
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
