import type { FastifyBaseLogger } from 'fastify';
import { ZodError } from 'zod';
import {
  httpStatusByCode,
  wireStatusOf,
  type ErrorBody,
  type FieldErrors,
} from '#contract/errors.js';
import { isDatabaseUnavailable } from '../db/is-database-unavailable.js';
import { AppError } from '../lib/app-error.js';

/** Field errors of a zod failure, keyed by the dotted path of each field. */
export function fieldErrorsOf(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** Any thrown value → the status and body of its error code (contract/errors.ts). Unknown errors are logged and answered as internal. */
export function toErrorResponse(
  error: unknown,
  logger: FastifyBaseLogger,
): { status: number; body: ErrorBody } {
  const appError = toAppError(error);
  if (appError.code === 'internal' || appError.code === 'unknown') {
    logger.error({ err: error }, 'function failed');
  }
  return {
    status: httpStatusByCode[appError.code],
    body: {
      error: {
        status: wireStatusOf(appError.code),
        message: appError.message,
        ...(appError.details ? { details: appError.details } : {}),
      },
    },
  };
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return AppError.invalid('Invalid input', fieldErrorsOf(error));
  const statusCode = (error as { statusCode?: number })?.statusCode;
  if (statusCode === 413) return AppError.invalid((error as Error).message, undefined, 'tooLarge');
  if (statusCode === 400 || statusCode === 415) {
    return AppError.invalid((error as Error).message, undefined, 'malformedRequest');
  }
  if (statusCode === 429)
    return new AppError('resource-exhausted', 'Too many requests', { reason: 'rateLimited' });
  if (isDatabaseUnavailable(error))
    return new AppError('unavailable', 'The database cannot be reached; try again in a moment', {
      reason: 'databaseUnavailable',
    });
  return new AppError('internal', 'Internal error');
}
