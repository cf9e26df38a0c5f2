import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Runtime } from '../runtime.js';
import { authPlugin } from './auth-plugin.js';
import { filesPlugin } from './files-plugin.js';
import { functionsPlugin } from './functions-plugin.js';
import { healthPlugin } from './health-plugin.js';
import { securityHeaders } from './security-headers.js';
import { spaPlugin } from './spa-plugin.js';

export async function buildApp(runtime: Runtime): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: runtime.logger as FastifyBaseLogger,
    bodyLimit: 10 * 1024 * 1024,
  });
  // A root hook, before the routes, so that every answer carries the headers. Helmet's middleware
  // is built once: @fastify/helmet built it (and parsed the CSP) again on every request.
  const setSecurityHeaders = helmet(securityHeaders(runtime.config));
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
