import { useQuery } from '@tanstack/react-query';
import { sessionsList, sessionsRevoke } from '@contract/functions/sessions';
import { functionQuery, useFunctionMutation } from '@web/lib/function-query';

/** The person's signed-in browsers, with the address and browser of each. */
export function useSessions() {
  return useQuery(functionQuery(sessionsList, {}));
}

/** Signs one other browser out; the list refreshes. */
export function useRevokeSession(onSuccess: () => void) {
  return useFunctionMutation(sessionsRevoke, { onSuccess });
}
