import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { AuthError, authClient } from '@web/lib/auth-client';
import { accountQueryOptions } from '@web/lib/account/get-account';

export type VerificationOutcome =
  /** Confirmed just now and signed in. */
  | 'verified'
  /** The link worked before: the address is confirmed, the user logs in. */
  | 'alreadyUsed'
  | 'expired'
  | 'invalid'
  /** Someone else is signed in in this browser. */
  | 'otherUser';

const outcomeByCode: Record<string, VerificationOutcome> = {
  TOKEN_EXPIRED: 'expired',
  INVALID_TOKEN: 'invalid',
  USER_NOT_FOUND: 'invalid',
  INVALID_USER: 'otherUser',
};

/**
 * better-auth answers `{status: true}` both when it confirms (and sets the session cookie) and when
 * the link was used before; only the session read afterwards tells the two apart.
 */
export async function verifyEmail(
  queryClient: QueryClient,
  token: string,
): Promise<VerificationOutcome> {
  try {
    await authClient.verifyEmail(token);
  } catch (error) {
    const outcome = error instanceof AuthError ? outcomeByCode[error.code] : undefined;
    if (outcome) return outcome;
    throw error;
  }
  const claims = await queryClient.fetchQuery({ ...accountQueryOptions, staleTime: 0 });
  return claims.user ? 'verified' : 'alreadyUsed';
}

/** A query, not a mutation, so that one link is spent once even when React renders twice. */
export function useVerifyEmail(token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['auth.verifyEmail', token],
    queryFn: () => verifyEmail(queryClient, token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
