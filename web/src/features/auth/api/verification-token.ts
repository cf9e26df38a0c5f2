/**
 * The address a confirmation link was made for, read from the token's payload (a JWT) without
 * trusting it: it only pre-fills the "send a new link" form after the link expired.
 */
export function emailOfVerificationToken(token: string): string | undefined {
  return stringClaim(token, 'email');
}

/** The new address an email-change link moves the account to (for the page's words only). */
export function newEmailOfChangeToken(token: string): string | undefined {
  return stringClaim(token, 'updateTo');
}

function stringClaim(token: string, claim: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replaceAll('-', '+').replaceAll('_', '/');
    const json = new TextDecoder().decode(
      Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)),
    );
    const value = (JSON.parse(json) as Record<string, unknown>)[claim];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
