import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AccountClaims } from '@contract/functions/account';
import { authClient } from '@web/lib/auth-client';
import { accountQueryKey } from '@web/lib/query-client';
import { systemSettingsQueryOptions } from '@web/lib/system-settings';

/** Logout returns to the home page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => authClient.signOut(),
    onSuccess: async () => {
      // Home first, rendered (flushSync), then forget the user: forgetting them while a protected
      // page is still on screen would send them to the login instead.
      await navigate('/', { flushSync: true });
      // Nothing of the previous user may stay in the cache; the system settings are not theirs.
      const kept = new Set<unknown>([accountQueryKey[0], systemSettingsQueryOptions.queryKey[0]]);
      queryClient.removeQueries({ predicate: (query) => !kept.has(query.queryKey[0]) });
      queryClient.setQueryData<AccountClaims>(accountQueryKey, { user: null });
    },
  });
}
