import { useQueryClient } from '@tanstack/react-query';
import { invitationsSignUp } from '@contract/functions/invitations';
import { authClient } from '@web/lib/auth-client';
import { useFunctionMutation } from '@web/lib/function-query';
import { accountQueryOptions } from '@web/lib/account/get-account';

/**
 * Creates the account from the invitation (already joined), then signs in with it; the mutation
 * stays pending until the new session is read, so the guards see the user at once.
 */
export function useSignUpFromInvitation() {
  const queryClient = useQueryClient();
  return useFunctionMutation(invitationsSignUp, {
    onSuccess: async (created, input) => {
      await authClient.signIn({ email: created.email, password: input.password });
      await queryClient.fetchQuery({ ...accountQueryOptions, staleTime: 0 });
    },
  });
}
