import type { FastifyRequest } from 'fastify';
import { readableAddress } from '../auth/sessions.js';
import type { RequestOrigin } from '../lib/request-origin.js';

/**
 * A request's origin: Fastify's client address (which believes forwarded headers only from
 * TRUSTED_PROXIES) and whether the peer that sent it is one of those proxies.
 */
export function requestOriginOf(
  request: FastifyRequest,
  isTrustedProxy: (address: string) => boolean,
): RequestOrigin {
  const peer = request.socket.remoteAddress ?? '';
  return {
    clientAddress: readableAddress(request.ip) ?? request.ip,
    viaTrustedProxy: peer !== '' && isTrustedProxy(peer),
  };
}
