import { useQueryClient } from '@tanstack/react-query';
import { sessionUpdateProfile, type SessionClaims } from '@contract/functions/session';
import { useFunctionMutation } from '@web/lib/function-query';
import { sessionQueryKey } from '@web/lib/query-client';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useFunctionMutation(sessionUpdateProfile, {
    // The answer is the new user: show it at once, no second round trip.
    onSuccess: (user) => queryClient.setQueryData<SessionClaims>(sessionQueryKey, { user }),
  });
}
