import { z } from 'zod';

/** Error codes, in the order of the table below that maps them to HTTP statuses. */
export const errorCodes = [
  'invalid-argument',
  'unauthenticated',
  'permission-denied',
  'not-found',
  'aborted',
  'resource-exhausted',
  'cancelled',
  'internal',
  'unimplemented',
  'unavailable',
  'deadline-exceeded',
  'unknown',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** One table from code to HTTP status. `unknown` is what any other status reads as. */
export const httpStatusByCode: Record<ErrorCode, number> = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  aborted: 409,
  'resource-exhausted': 429,
  cancelled: 499,
  internal: 500,
  unimplemented: 501,
  unavailable: 503,
  'deadline-exceeded': 504,
  unknown: 500,
};

const codeByHttpStatus = new Map<number, ErrorCode>(
  errorCodes.filter((code) => code !== 'unknown').map((code) => [httpStatusByCode[code], code]),
);

export function codeFromHttpStatus(status: number): ErrorCode {
  return codeByHttpStatus.get(status) ?? 'unknown';
}

/** `invalid-argument` → `INVALID_ARGUMENT`, the wire form in error bodies. */
export function wireStatusOf(code: ErrorCode): string {
  return code.toUpperCase().replaceAll('-', '_');
}

export function codeFromWireStatus(status: string): ErrorCode | undefined {
  const code = status.toLowerCase().replaceAll('_', '-');
  return (errorCodes as readonly string[]).includes(code) ? (code as ErrorCode) : undefined;
}

/** Field errors travel in `details.fields`: field name → message keys or texts. */
export const ZFieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof ZFieldErrors>;

export const ZErrorDetails = z
  .object({
    /** A stable reason the web turns into en/ja text, e.g. `auth.wrongPassword`. */
    reason: z.string().optional(),
    fields: ZFieldErrors.optional(),
  })
  .loose();
export type ErrorDetails = z.infer<typeof ZErrorDetails>;

export const ZErrorBody = z.object({
  error: z.object({
    status: z.string(),
    message: z.string(),
    details: ZErrorDetails.optional(),
  }),
});
export type ErrorBody = z.infer<typeof ZErrorBody>;
