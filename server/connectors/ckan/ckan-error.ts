export const ckanErrorKinds = [
  'authorization',
  'not-found',
  'validation',
  'bad-request',
  'not-ckan',
  'unavailable',
  'timeout',
  'network',
  'blocked-address',
  /** The answer was longer than the client accepts (CATALOGUE_MAX_RESPONSE_BYTES). */
  'too-large',
] as const;
export type CkanErrorKind = (typeof ckanErrorKinds)[number];

export interface CkanErrorOptions {
  status?: number;
  /** CKAN's `error.__type`, e.g. "Validation Error". */
  ckanType?: string;
  fieldErrors?: Record<string, string[]>;
  retryAfterMs?: number;
  cause?: unknown;
}

/** Every failure of a CKAN call, sorted into the few kinds callers act on. */
export class CkanError extends Error {
  override name = 'CkanError';
  readonly kind: CkanErrorKind;
  readonly status?: number;
  readonly ckanType?: string;
  /** Validation messages keyed by flattened field path, e.g. "extras.0.value". */
  readonly fieldErrors?: Record<string, string[]>;
  /** From a Retry-After header of a 429/503: how long the catalogue asked us to wait. */
  readonly retryAfterMs?: number;

  constructor(kind: CkanErrorKind, message: string, options: CkanErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    if (options.status !== undefined) this.status = options.status;
    if (options.ckanType !== undefined) this.ckanType = options.ckanType;
    if (options.fieldErrors !== undefined) this.fieldErrors = options.fieldErrors;
    if (options.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
  }
}

export const notCkanMessage = 'This address did not answer like a CKAN Action API';

/**
 * CKAN nests validation errors like the data they describe:
 * `{"name": ["..."], "extras": [{"value": ["Missing value"]}]}`; callers want one flat map
 * (`extras.0.value`). Empty objects in lists (items without errors) vanish.
 */
export function flattenFieldErrors(errors: Record<string, unknown>): Record<string, string[]> {
  const flat: Record<string, string[]> = {};
  const visit = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      (flat[path] ??= []).push(value);
    } else if (Array.isArray(value)) {
      if (value.every((item) => typeof item === 'string')) {
        if (value.length > 0) (flat[path] ??= []).push(...(value as string[]));
        return;
      }
      value.forEach((item, index) => visit(item, `${path}.${index}`));
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) visit(inner, path ? `${path}.${key}` : key);
    }
  };
  for (const [key, value] of Object.entries(errors)) {
    if (key === '__type') continue;
    visit(value, key);
  }
  return flat;
}
