import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Runtime } from '../runtime.js';
import { readableAddress } from '../auth/sessions.js';
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
      logSignIn(request, url.pathname, response);
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
  headers.set('x-client-address', readableAddress(ip) ?? ip);
  return headers;
}

/**
 * One line per sign-in (password or single sign-on) with the person's address, for whoever
 * reads the logs after an incident: the request lines carry it too, but not what came of it.
 */
function logSignIn(request: FastifyRequest, pathname: string, response: Response): void {
  const method = signInMethods.find(([prefix]) => pathname.startsWith(prefix))?.[1];
  if (!method) return;
  const { status } = response;
  // A provider's callback answers with a redirect either way; a refusal names its error there.
  const signedIn =
    status < 300 || (status < 400 && !/[?&]error=/.test(response.headers.get('location') ?? ''));
  request.log[signedIn ? 'info' : 'warn'](
    {
      signIn: { method, outcome: signedIn ? 'accepted' : 'refused', status },
      clientAddress: request.ip,
      protocol: request.protocol,
    },
    signedIn ? 'sign-in accepted' : 'sign-in refused',
  );
}

const signInMethods: Array<[string, string]> = [
  ['/api/auth/sign-in/email', 'password'],
  ['/api/auth/oauth2/callback/', 'single sign-on'],
  ['/api/auth/callback/', 'single sign-on'],
];
