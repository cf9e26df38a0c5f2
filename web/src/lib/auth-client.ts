import type { Locale } from '@contract/locales';

/**
 * A failed call to better-auth (`/api/auth/*`). `code` is better-auth's (INVALID_EMAIL_OR_PASSWORD,
 * EMAIL_NOT_VERIFIED, TOKEN_EXPIRED…), or NETWORK / TOO_MANY_REQUESTS / UNKNOWN when it gave none.
 */
export class AuthError extends Error {
  override name = 'AuthError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface AuthRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
}

/** Plain fetch over better-auth's routes: five calls do not justify its client's weight. */
async function authRequest<Result>(
  path: string,
  { method = 'POST', body }: AuthRequest = {},
): Promise<Result> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method,
      headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      credentials: 'same-origin',
    });
  } catch {
    throw new AuthError(0, 'NETWORK', 'The server could not be reached');
  }
  const answer = (await response.json().catch(() => undefined)) as
    { code?: string; message?: string } | undefined;
  if (!response.ok) {
    const code = answer?.code ?? (response.status === 429 ? 'TOO_MANY_REQUESTS' : 'UNKNOWN');
    throw new AuthError(response.status, code, answer?.message ?? response.statusText);
  }
  return answer as Result;
}

export const authClient = {
  signIn(input: { email: string; password: string }) {
    return authRequest<unknown>('/sign-in/email', { body: input });
  },
  /** The locale picks the language of the confirmation mail. */
  signUp(input: { name: string; email: string; password: string; locale: Locale }) {
    return authRequest<unknown>('/sign-up/email', { body: input });
  },
  /**
   * Starts a sign-in at the organisation's OpenID provider: the answer is the provider's address,
   * where the browser goes next; it comes back to `callbackURL`, or to `errorCallbackURL?error=…`.
   */
  signInWithProvider(input: { callbackURL: string; errorCallbackURL: string }) {
    return authRequest<{ url: string }>('/sign-in/social', { body: { provider: 'sso', ...input } });
  },
  signOut() {
    return authRequest<unknown>('/sign-out');
  },
  /** Confirms the address and, on first use, signs in (the server sets the session cookie). */
  verifyEmail(token: string) {
    return authRequest<{ status: boolean }>(`/verify-email?token=${encodeURIComponent(token)}`, {
      method: 'GET',
    });
  },
  sendVerificationEmail(input: { email: string }) {
    return authRequest<{ status: boolean }>('/send-verification-email', { body: input });
  },
  /** The current password proves it is you; other sessions end, this one goes on. */
  changePassword(input: { currentPassword: string; newPassword: string }) {
    return authRequest<unknown>('/change-password', {
      body: { ...input, revokeOtherSessions: true },
    });
  },
  /** Mails a link to the new address; the account keeps the old one until it is opened. */
  changeEmail(input: { newEmail: string }) {
    return authRequest<{ status: boolean }>('/change-email', { body: input });
  },
  /** Sign out everywhere: every session of the account ends, this one too. */
  revokeSessions() {
    return authRequest<{ status: boolean }>('/revoke-sessions');
  },
  /** The same answer whether or not the address has an account. */
  requestPasswordReset(input: { email: string }) {
    return authRequest<{ status: boolean }>('/request-password-reset', { body: input });
  },
  resetPassword(input: { token: string; newPassword: string }) {
    return authRequest<{ status: boolean }>('/reset-password', { body: input });
  },
};
