import { useMutation } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => authClient.requestPasswordReset({ email }) });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) => authClient.resetPassword(input),
  });
}
