import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  datasetsExportPath,
  exportTotalHeader,
  ZDatasetsExportInput,
} from '#contract/functions/exports.js';
import type { Actor } from '../auth/actor.js';
import { AppError } from '../lib/app-error.js';
import { pathsWithUnstorableText } from '../lib/paths-with-unstorable-text.js';
import { requireInstance } from '../policies/instances.js';
import { exportDatasets } from '../services/exports/export-datasets.js';
import type { Runtime } from '../runtime.js';
import { answerErrors } from './answer-errors.js';
import { fieldErrorsOf } from './error-response.js';
import { resolveActor } from './resolve-actor.js';

/**
 * The export download, beside the functions and through the same steps: who calls (a key, or a
 * session with a trusted Origin), the input schema, the instance's authorization.
 * `POST /api/files/datasets.export` `{data}` → the file itself, streamed (constant memory), not
 * `{result}`: a function answers JSON the output schema checks. (The import preview, which
 * answers JSON, is the function `imports.preview`, its body the file.)
 */
export async function exportPlugin(
  app: FastifyInstance,
  { runtime }: { runtime: Runtime },
): Promise<void> {
  answerErrors(app);
  app.post(datasetsExportPath, async (request, reply) => {
    const actor = await signedIn(runtime, request);
    const input = parsed(ZDatasetsExportInput, (request.body as { data?: unknown } | null)?.data);
    const access = await requireInstance(runtime.db, actor, input.instanceId, 'read');
    const file = await exportDatasets(runtime.db, input, access.instance.url);
    return (
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header(exportTotalHeader, String(file.total))
        .header('cache-control', 'no-store')
        // A byte stream, so backpressure counts bytes (16 KiB), not pages of rows.
        .send(Readable.from(file.body, { objectMode: false }))
    );
  });
}

async function signedIn(runtime: Runtime, request: FastifyRequest): Promise<Actor> {
  const actor = await resolveActor(runtime, request);
  if (!actor) throw AppError.unauthenticated();
  return actor;
}

function parsed<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const unstorable = pathsWithUnstorableText(value);
  if (unstorable.length > 0)
    throw AppError.invalid(
      'Text may not contain NUL or unpaired surrogate characters',
      Object.fromEntries(unstorable.map((path) => [path || '_', ['unstorableCharacter']])),
    );
  const result = schema.safeParse(value);
  if (!result.success) throw AppError.invalid('Invalid input', fieldErrorsOf(result.error));
  return result.data;
}
