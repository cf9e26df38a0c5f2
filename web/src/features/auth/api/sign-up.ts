import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@contract/locales';
import { authClient } from '@web/lib/auth-client';

export function useSignUp() {
  return useMutation({
    mutationFn: (input: { name: string; email: string; password: string; locale: Locale }) =>
      authClient.signUp(input),
  });
}
