import type { FastifyRequest } from 'fastify';
import { toLocale } from '#contract/locales.js';
import { AppError } from '../lib/app-error.js';
import type { Actor } from '../auth/actor.js';
import { actorForPersonalKey } from '../services/api-keys/personal-api-keys.js';
import type { Runtime } from '../runtime.js';

/**
 * Who is calling. A personal API key (`Authorization: Bearer csk_…`) speaks for its owner; it is
 * not sent by browsers on their own, so it needs no Origin, and cookies beside it are ignored. A
 * cookie session must come with a trusted Origin (better-auth checks the same on its own routes):
 * this is the CSRF guard that plays the app-check role.
 */
export async function resolveActor(
  runtime: Runtime,
  request: FastifyRequest,
): Promise<Actor | null> {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const [scheme, token] = authorization.trim().split(/\s+/, 2);
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw AppError.unauthenticated();
    return actorForPersonalKey(runtime.db, token);
  }
  if (!request.headers.cookie) return null;
  const session = await runtime.auth.api.getSession({ headers: toHeaders(request) });
  if (!session) return null;
  if (!isTrustedOrigin(runtime, request.headers.origin)) {
    throw AppError.permissionDenied('untrustedOrigin');
  }
  const user = session.user as typeof session.user & { isSystemAdmin?: boolean; locale?: string };
  return {
    id: user.id,
    email: user.email,
    displayName: user.name,
    isSystemAdmin: user.isSystemAdmin === true,
    locale: toLocale(user.locale),
    via: 'session',
    sessionId: session.session.id,
  };
}

export function isTrustedOrigin(runtime: Runtime, origin: string | undefined): boolean {
  if (!origin) return false;
  const trusted = runtime.auth.options.trustedOrigins;
  return Array.isArray(trusted) && trusted.includes(origin);
}

export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}
