import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { projectRoot } from '../lib/project-root.js';

export const webBuildDir = path.join(projectRoot, 'dist/web');

/** Serves the built SPA; any other GET (or HEAD) outside /api answers index.html so client routes load. */
export async function spaPlugin(app: FastifyInstance): Promise<void> {
  const hasBuild = existsSync(path.join(webBuildDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webBuildDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        // Hashed assets never change; index.html must always be fresh.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // HEAD is answered as GET without a body (uptime monitors use it).
    const reads = request.method === 'GET' || request.method === 'HEAD';
    if (!reads || request.url.startsWith('/api/')) {
      return reply.status(404).send({ error: { status: 'NOT_FOUND', message: 'Not found' } });
    }
    if (!hasBuild)
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built: run npm run build.');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
