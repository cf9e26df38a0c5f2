import { useMutation } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';

/** Asks for a new confirmation link; the server answers alike whether or not the address waits for one. */
export function useResendVerification() {
  return useMutation({
    mutationFn: (input: { email: string }) => authClient.sendVerificationEmail(input),
  });
}
