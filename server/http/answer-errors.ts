import type { FastifyInstance } from 'fastify';
import { toErrorResponse } from './error-response.js';

/** Every error a route of this plugin throws answers as a function's error does: a stable code. */
export function answerErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error, request.log);
    void reply.status(status).send(body);
  });
}
