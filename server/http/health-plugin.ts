import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../runtime.js';

export async function healthPlugin(
  app: FastifyInstance,
  { runtime }: { runtime: Runtime },
): Promise<void> {
  app.get('/api/health', async (request, reply) => {
    try {
      await runtime.database.ping();
      return { status: 'ok', database: runtime.database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: runtime.database.kind });
    }
  });
}
