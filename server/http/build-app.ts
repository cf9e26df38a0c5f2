import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import helmet from 'helmet';
import { functionRegistry } from '../functions/registry.js';
import type { RequestLabels } from '../metrics/metrics.js';
import type { Runtime } from '../runtime.js';
import { authPlugin } from './auth-plugin.js';
import { exportPlugin } from './export-plugin.js';
import { normalizeForwardedHeaders, trustedProxyMatcher } from './forwarded-headers.js';
import { functionRoute, functionsPlugin } from './functions-plugin.js';
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
  app.addHook('onResponse', (request, reply, done) => {
    runtime.metrics.observeRequest(
      requestLabels(request, reply.statusCode),
      reply.elapsedTime / 1000,
    );
    done();
  });
  await app.register(healthPlugin, { runtime });
  await app.register(authPlugin, { runtime });
  await app.register(functionsPlugin, { runtime });
  await app.register(exportPlugin, { runtime });
  await app.register(spaPlugin);
  return app;
}

/**
 * Labels that stay few whatever is asked: a function's name only if there is such a function,
 * the web app's files and pages as one route, `static`, and anything else unmatched as `not-found`.
 */
function requestLabels(request: FastifyRequest, status: number): RequestLabels {
  const route = request.routeOptions.url;
  const name = (request.params as { name?: unknown } | undefined)?.name;
  const isFunction =
    route === functionRoute && typeof name === 'string' && functionRegistry.has(name);
  return {
    method: request.method,
    // The web app's pages (index.html for every client route) come from the not-found handler.
    route:
      route === undefined
        ? status < 400
          ? 'static'
          : 'not-found'
        : route.startsWith('/api/')
          ? route
          : 'static',
    fn: isFunction ? name : '-',
    status,
  };
}
