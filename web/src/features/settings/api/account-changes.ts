import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AccountClaims } from '@contract/functions/account';
import { authClient } from '@web/lib/auth-client';
import { accountQueryKey } from '@web/lib/query-client';

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      authClient.changePassword(input),
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) => authClient.changeEmail({ newEmail }),
  });
}

/** Every session ends, this one too: back to the login, with nothing of the user cached. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => authClient.revokeSessions(),
    onSuccess: async () => {
      await navigate('/login', { flushSync: true });
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== 'system.getSettings',
      });
      queryClient.setQueryData<AccountClaims>(accountQueryKey, { user: null });
    },
  });
}
