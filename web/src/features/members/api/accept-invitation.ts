import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '@contract/functions/define';
import {
  invitationsAccept,
  invitationsGet,
  invitationsSignUp,
} from '@contract/functions/invitations';
import { authClient } from '@web/lib/auth-client';
import { callContract } from '@web/lib/functions-client';
import { functionQuery, useFunctionMutation } from '@web/lib/function-query';
import { sessionQueryOptions } from '@web/lib/session/get-session';

/** What the link's holder is invited to (the token is the proof). */
export function useInvitation(token: string) {
  return useQuery({
    ...functionQuery(invitationsGet, { token }),
    retry: false,
  });
}

/** `mutate({ token })`. */
export const useAcceptInvitation = () => useFunctionMutation(invitationsAccept);

/** Signs in with the password just given, then joins: what "joined on sign-in" means. */
export function useSignInAndAccept() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; password: string; token: string }) => {
      await authClient.signIn({ email: input.email, password: input.password });
      const joined = await callContract(invitationsAccept, { token: input.token });
      await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
      return joined;
    },
  });
}

/** Creates the account from the invitation (already joined), then signs in with it. */
export function useSignUpFromInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InputOf<typeof invitationsSignUp>) => {
      const created = await callContract(invitationsSignUp, input);
      await authClient.signIn({ email: created.email, password: input.password });
      await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
      return created;
    },
  });
}
