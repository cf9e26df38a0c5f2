import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../runtime.js';
import { toHeaders } from './resolve-actor.js';

/** better-auth answers `/api/auth/*` through its fetch handler; the body stays unparsed for it. */
export async function authPlugin(
  app: FastifyInstance,
  { runtime }: { runtime: Runtime },
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    async handler(request, reply) {
      const url = new URL(request.url, runtime.config.baseUrl);
      const hasBody =
        request.method !== 'GET' && Buffer.isBuffer(request.body) && request.body.length > 0;
      const response = await runtime.auth.handler(
        new Request(url, {
          method: request.method,
          headers: withClientAddress(toHeaders(request), request.ip),
          ...(hasBody ? { body: new Uint8Array(request.body as Buffer) } : {}),
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') void reply.header(name, value);
      });
      for (const cookie of response.headers.getSetCookie()) void reply.header('set-cookie', cookie);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}

/** better-auth rate-limits by client address; it reads it from this header, set by us, not the client. */
function withClientAddress(headers: Headers, ip: string): Headers {
  headers.set('x-client-address', ip);
  return headers;
}
