import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { functionRegistry } from '../functions/registry.js';
import type { FunctionImplementation } from '../functions/implement.js';
import type { Runtime } from '../runtime.js';
import { answerErrors } from './answer-errors.js';
import { fieldErrorsOf } from './error-response.js';
import { acceptFileBodies, sendsFile } from './file-bodies.js';
import { pathsWithUnstorableText } from '../lib/paths-with-unstorable-text.js';
import { withRequestOrigin } from '../lib/request-origin.js';
import { trustedProxyMatcher } from './forwarded-headers.js';
import { readCallData } from './read-call-data.js';
import { requestOriginOf } from './request-origin-of.js';
import { resolveActor } from './resolve-actor.js';

/** The one route of every function call (the metrics label requests by its `name`). */
export const functionRoute = '/api/functions/:name';

/**
 * `POST /api/functions/{name}` with `{data}` → `200 {result}`, or an error with a stable code.
 * A function whose contract says `body: 'file'` takes the file as the body (up to IMPORT_MAX_BYTES)
 * and `data` in the query; every call then goes through the same steps: who calls, the input
 * schema, `authorize`, `handle` (with the request's origin at hand), the output schema.
 */
export async function functionsPlugin(
  app: FastifyInstance,
  { runtime }: { runtime: Runtime },
): Promise<void> {
  answerErrors(app);

  acceptFileBodies(app, runtime.config.importMaxBytes);
  const isTrustedProxy = trustedProxyMatcher(runtime.config.trustedProxies);

  type CallRequest = FastifyRequest<{ Params: { name: string } }>;
  const preParsing = async (request: CallRequest) => {
    // Before a file is read: only a function that takes one may be sent one.
    if (sendsFile(request) && implementationOf(request.params.name).contract.body !== 'file')
      throw AppError.invalid(
        'The body must be a JSON object with a data field',
        undefined,
        'malformedRequest',
      );
  };

  app.post<{ Params: { name: string } }>(functionRoute, { preParsing }, async (request) => {
    const implementation = implementationOf(request.params.name);
    const body = readCallData(implementation.contract, request);

    const actor = await resolveActor(runtime, request);
    if (implementation.contract.access === 'signed-in' && !actor) throw AppError.unauthenticated();

    const unstorable = pathsWithUnstorableText(body.data);
    if (unstorable.length > 0) {
      throw AppError.invalid(
        'Text may not contain NUL or unpaired surrogate characters',
        Object.fromEntries(unstorable.map((path) => [path || '_', ['unstorableCharacter']])),
      );
    }
    const input = implementation.contract.input.safeParse(body.data ?? undefined);
    if (!input.success) throw AppError.invalid('Invalid input', fieldErrorsOf(input.error));

    const context = { runtime, actor, input: input.data, file: body.file, request } as Parameters<
      typeof implementation.authorize
    >[0];
    // Every history row and event the call writes records where it came from.
    const result = await withRequestOrigin(requestOriginOf(request, isTrustedProxy), async () => {
      const permit = await implementation.authorize(context);
      return implementation.handle({ ...context, permit });
    });
    return { result: implementation.contract.output.parse(result) };
  });
}

function implementationOf(name: string): FunctionImplementation {
  const implementation = functionRegistry.get(name);
  if (!implementation)
    throw new AppError('not-found', `No function named ${name}`, { reason: 'noSuchFunction' });
  return implementation;
}
