import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Runtime } from '../runtime.js';
import { authPlugin } from './auth-plugin.js';
import { filesPlugin } from './files-plugin.js';
import { normalizeForwardedHeaders, trustedProxyMatcher } from './forwarded-headers.js';
import { functionsPlugin } from './functions-plugin.js';
import { healthPlugin } from './health-plugin.js';
import { securityHeaders } from './security-headers.js';
import { spaPlugin } from './spa-plugin.js';

export async function buildApp(runtime: Runtime): Promise<FastifyInstance> {
  const { config } = runtime;
  const isTrustedProxy = trustedProxyMatcher(config.trustedProxies);
  const normalizeForwarded = normalizeForwardedHeaders(config);
  const app = Fastify({
    loggerInstance: runtime.logger as FastifyBaseLogger,
    bodyLimit: 10 * 1024 * 1024,
    // Forwarded headers count only from TRUSTED_PROXIES (none by default): the client address
    // then reaches the logs, the sign-in throttles and the sessions.
    trustProxy: config.trustedProxies.length ? (address) => isTrustedProxy(address) : false,
    // The first hook Fastify has on the raw request, before the "incoming request" log line reads
    // the client address: the headers of the kind not configured are dropped there. The URL stays.
    rewriteUrl(request) {
      normalizeForwarded(request);
      return request.url ?? '/';
    },
  });
  // A root hook, before the routes, so that every answer carries the headers. Helmet's middleware
  // is built once: @fastify/helmet built it (and parsed the CSP) again on every request.
  const setSecurityHeaders = helmet(securityHeaders(config));
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });
  await app.register(healthPlugin, { runtime });
  await app.register(authPlugin, { runtime });
  await app.register(functionsPlugin, { runtime });
  await app.register(filesPlugin, { runtime });
  await app.register(spaPlugin);
  return app;
}
