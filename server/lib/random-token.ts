import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: a link token or an API key nobody can guess. */
export function randomToken(prefix = ''): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

/**
 * What we store instead of a token. A plain SHA-256 suffices: the token has 256 bits of entropy,
 * so there is nothing to guess and no need for a slow hash.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
