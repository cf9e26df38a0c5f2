import type { ErrorCode, ErrorDetails, FieldErrors } from '#contract/errors.js';

/**
 * The one error type of the server. Its code picks the HTTP status (contract/errors.ts); the web
 * turns `details.reason` (or the code) into en/ja text, so `message` is for logs and scripts.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
  }

  static notFound(what: string): AppError {
    return new AppError('not-found', `${what} not found`, { reason: 'notFound' });
  }

  static permissionDenied(reason = 'permissionDenied'): AppError {
    return new AppError('permission-denied', 'You may not do this', { reason });
  }

  static unauthenticated(): AppError {
    return new AppError('unauthenticated', 'Sign in first', { reason: 'unauthenticated' });
  }

  static invalid(message: string, fields?: FieldErrors, reason = 'invalidArgument'): AppError {
    return new AppError('invalid-argument', message, { reason, ...(fields ? { fields } : {}) });
  }

  static aborted(reason: string, message: string): AppError {
    return new AppError('aborted', message, { reason });
  }
}
