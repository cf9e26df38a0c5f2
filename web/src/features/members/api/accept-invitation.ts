import { useQuery } from '@tanstack/react-query';
import { invitationsAccept, invitationsGet } from '@contract/functions/invitations';
import { functionQuery, useFunctionMutation } from '@web/lib/function-query';

/** What the link's holder is invited to (the token is the proof). */
export function useInvitation(token: string) {
  return useQuery({
    ...functionQuery(invitationsGet, { token }),
    retry: false,
  });
}

/** `mutate({ token })`. */
export const useAcceptInvitation = () => useFunctionMutation(invitationsAccept);
