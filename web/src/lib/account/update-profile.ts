import { useQueryClient } from '@tanstack/react-query';
import { accountUpdateProfile, type AccountClaims } from '@contract/functions/account';
import { useFunctionMutation } from '@web/lib/function-query';
import { accountQueryKey } from '@web/lib/query-client';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useFunctionMutation(accountUpdateProfile, {
    // The answer is the new user: show it at once, no second round trip.
    onSuccess: (user) => queryClient.setQueryData<AccountClaims>(accountQueryKey, { user }),
  });
}
