/**
 * The address a confirmation link was made for, read from the token's payload (a JWT) without
 * trusting it: it only pre-fills the "send a new link" form after the link expired.
 */
export function emailOfVerificationToken(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replaceAll('-', '+').replaceAll('_', '/');
    const json = new TextDecoder().decode(
      Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)),
    );
    const email = (JSON.parse(json) as { email?: unknown }).email;
    return typeof email === 'string' ? email : undefined;
  } catch {
    return undefined;
  }
}
