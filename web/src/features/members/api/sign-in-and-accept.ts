import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationsAccept } from '@contract/functions/invitations';
import { authClient } from '@web/lib/auth-client';
import { callContract } from '@web/lib/functions-client';
import { accountQueryOptions } from '@web/lib/account/get-account';

/**
 * Signs in with the password just given, then joins: what "joined on sign-in" means. Not
 * `useFunctionMutation`: its first step is the auth client's sign-in (not a function), and the
 * form shows one pending state and one error for both steps. `invitations.accept` lists no reads.
 */
export function useSignInAndAccept() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; password: string; token: string }) => {
      await authClient.signIn({ email: input.email, password: input.password });
      const joined = await callContract(invitationsAccept, { token: input.token });
      await queryClient.fetchQuery({ ...accountQueryOptions, staleTime: 0 });
      return joined;
    },
  });
}
