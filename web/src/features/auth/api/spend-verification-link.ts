import { AuthError, authClient } from '@web/lib/auth-client';

/** Why better-auth refused a mailed link. */
export type VerificationRefusal = 'expired' | 'invalid' | 'otherUser';

const refusalByCode: Record<string, VerificationRefusal> = {
  TOKEN_EXPIRED: 'expired',
  INVALID_TOKEN: 'invalid',
  USER_NOT_FOUND: 'invalid',
  /** Someone else is signed in in this browser. */
  INVALID_USER: 'otherUser',
};

/**
 * Spends the token of a mailed link (a sign-up's confirmation, an address change): null when
 * better-auth took it, else why it refused; any other failure throws.
 */
export async function spendVerificationLink(token: string): Promise<VerificationRefusal | null> {
  try {
    await authClient.verifyEmail(token);
    return null;
  } catch (error) {
    const refusal = error instanceof AuthError ? refusalByCode[error.code] : undefined;
    if (refusal) return refusal;
    throw error;
  }
}
