import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../lib/app-error.js';
import { functionRegistry } from '../functions/registry.js';
import type { Runtime } from '../runtime.js';
import { fieldErrorsOf, toErrorResponse } from './error-response.js';
import { pathsWithUnstorableText } from '../lib/paths-with-unstorable-text.js';
import { resolveActor } from './resolve-actor.js';

const ZCallBody = z.object({ data: z.unknown() });

/** The one route of every function call (the metrics label requests by its `name`). */
export const functionRoute = '/api/functions/:name';

/** `POST /api/functions/{name}` with `{data}` → `200 {result}`, or an error with a stable code. */
export async function functionsPlugin(
  app: FastifyInstance,
  { runtime }: { runtime: Runtime },
): Promise<void> {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error, request.log);
    void reply.status(status).send(body);
  });

  app.post<{ Params: { name: string } }>(functionRoute, async (request) => {
    const implementation = functionRegistry.get(request.params.name);
    if (!implementation)
      throw new AppError('not-found', `No function named ${request.params.name}`, {
        reason: 'noSuchFunction',
      });

    const body = ZCallBody.safeParse(request.body);
    if (!body.success || !('data' in (request.body as object))) {
      throw AppError.invalid(
        'The body must be a JSON object with a data field',
        undefined,
        'malformedRequest',
      );
    }

    const actor = await resolveActor(runtime, request);
    if (implementation.contract.access === 'signed-in' && !actor) throw AppError.unauthenticated();

    const unstorable = pathsWithUnstorableText(body.data.data);
    if (unstorable.length > 0) {
      throw AppError.invalid(
        'Text may not contain NUL or unpaired surrogate characters',
        Object.fromEntries(unstorable.map((path) => [path || '_', ['unstorableCharacter']])),
      );
    }
    const input = implementation.contract.input.safeParse(body.data.data ?? undefined);
    if (!input.success) throw AppError.invalid('Invalid input', fieldErrorsOf(input.error));

    const context = { runtime, actor, input: input.data, request } as Parameters<
      typeof implementation.authorize
    >[0];
    const permit = await implementation.authorize(context);
    const result = await implementation.handle({ ...context, permit });
    return { result: implementation.contract.output.parse(result) };
  });
}
