import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountQueryOptions } from '@web/lib/account/get-account';
import { spendVerificationLink, type VerificationRefusal } from './spend-verification-link';

export type VerificationOutcome =
  /** Confirmed just now and signed in. */
  | 'verified'
  /** The link worked before: the address is confirmed, the user logs in. */
  | 'alreadyUsed'
  | VerificationRefusal;

/**
 * better-auth answers `{status: true}` both when it confirms (and sets the session cookie) and when
 * the link was used before; only the session read afterwards tells the two apart.
 */
export async function verifyEmail(
  queryClient: QueryClient,
  token: string,
): Promise<VerificationOutcome> {
  const refusal = await spendVerificationLink(token);
  if (refusal) return refusal;
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
