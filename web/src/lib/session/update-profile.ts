import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionUpdateProfile, type SessionClaims } from '@contract/functions/session';
import type { InputOf } from '@contract/functions/define';
import { callContract } from '@web/lib/functions-client';
import { sessionQueryKey } from '@web/lib/query-client';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof sessionUpdateProfile>) =>
      callContract(sessionUpdateProfile, input),
    // The answer is the new user: show it at once, no second round trip.
    onSuccess: (user) => queryClient.setQueryData<SessionClaims>(sessionQueryKey, { user }),
  });
}
