import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { accountQueryOptions } from '@web/lib/account/get-account';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; password: string }) => {
      await authClient.signIn(input);
      // Read the new claims before anyone navigates, so guards see the user at once.
      await queryClient.fetchQuery({ ...accountQueryOptions, staleTime: 0 });
    },
  });
}
