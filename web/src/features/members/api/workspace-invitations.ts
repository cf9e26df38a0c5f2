import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import {
  invitationsCreate,
  invitationsList,
  invitationsResend,
  invitationsRevoke,
} from '@contract/functions/invitations';
import { functionQuery, useFunctionMutation } from '@web/lib/function-query';

export const invitationsQueryOptions = (workspaceId: string) =>
  queryOptions({
    ...functionQuery(invitationsList, { workspaceId }),
  });

export function useInvitations(workspaceId: string) {
  return useSuspenseQuery(invitationsQueryOptions(workspaceId)).data;
}

export const useCreateInvitation = () => useFunctionMutation(invitationsCreate);

/** `mutate({ invitationId })`. */
export const useResendInvitation = () => useFunctionMutation(invitationsResend);

/** `mutate({ invitationId })`. */
export const useRevokeInvitation = () => useFunctionMutation(invitationsRevoke);
