import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FunctionContract } from '#contract/functions/define.js';
import { AppError } from '../lib/app-error.js';

const ZJsonCall = z.object({ data: z.unknown() });
const ZFileCall = z.object({ data: z.string() });

/**
 * A call's `data` and file: from the JSON body `{data}`, or, for a function whose body is a file,
 * the file from the body and `data` from the `data` query parameter (JSON).
 */
export function readCallData(
  contract: FunctionContract,
  request: FastifyRequest,
): { data: unknown; file: Buffer | undefined } {
  if (contract.body === 'file') {
    if (!Buffer.isBuffer(request.body))
      throw AppError.invalid('Send the file as the body (text/csv)', undefined, 'csv.notCsv');
    return { data: jsonQueryData(request.query), file: request.body };
  }
  const body = ZJsonCall.safeParse(request.body);
  if (!body.success || !('data' in (request.body as object)))
    throw AppError.invalid(
      'The body must be a JSON object with a data field',
      undefined,
      'malformedRequest',
    );
  return { data: body.data.data, file: undefined };
}

function jsonQueryData(query: unknown): unknown {
  const parsed = ZFileCall.safeParse(query);
  try {
    if (parsed.success) return JSON.parse(parsed.data.data) as unknown;
  } catch {
    // Answered below, as a missing one is.
  }
  throw AppError.invalid(
    'Send the input as JSON in the data query parameter',
    undefined,
    'malformedRequest',
  );
}
