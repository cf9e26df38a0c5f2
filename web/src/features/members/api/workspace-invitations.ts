import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { InputOf } from '@contract/functions/define';
import {
  invitationsCreate,
  invitationsList,
  invitationsResend,
  invitationsRevoke,
} from '@contract/functions/invitations';
import { callContract } from '@web/lib/functions-client';
import { functionQuery } from '@web/lib/function-query';

export const invitationsQueryOptions = (workspaceId: string) =>
  queryOptions({
    ...functionQuery(invitationsList, { workspaceId }),
  });

export function useInvitations(workspaceId: string) {
  return useSuspenseQuery(invitationsQueryOptions(workspaceId)).data;
}

function useInvitationMutation<Input>(
  workspaceId: string,
  call: (input: Input) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['invitations.list', { workspaceId }] }),
  });
}

export const useCreateInvitation = (workspaceId: string) =>
  useInvitationMutation(workspaceId, (input: InputOf<typeof invitationsCreate>) =>
    callContract(invitationsCreate, input),
  );

export const useResendInvitation = (workspaceId: string) =>
  useInvitationMutation(workspaceId, (invitationId: string) =>
    callContract(invitationsResend, { invitationId }),
  );

export const useRevokeInvitation = (workspaceId: string) =>
  useInvitationMutation(workspaceId, (invitationId: string) =>
    callContract(invitationsRevoke, { invitationId }),
  );
