import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { sessionQueryOptions } from '@web/lib/session/get-session';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; password: string }) => {
      await authClient.signIn(input);
      // Read the new claims before anyone navigates, so guards see the user at once.
      await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
    },
  });
}
