import { codeFromHttpStatus, type ErrorCode, type ErrorDetails } from '@contract/errors';
import {
  fileFunctionPath,
  functionPath,
  type FunctionContract,
  type InputOf,
  type OutputOf,
} from '@contract/functions/define';

/** A function call gives up after 70 s unless the caller says otherwise. */
export const defaultFunctionTimeoutMs = 70_000;

/** The one error a function call throws; `code` is one of contract/errors.ts, `details.reason` says why. */
export class FunctionsError extends Error {
  override name = 'FunctionsError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
  }
}

export interface CallOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Where the server is; the SPA leaves it empty (same origin), tests and scripts set it. */
  baseUrl?: string;
  /** The body of a function that takes a file (`body: 'file'`); `data` then goes in the query. */
  file?: Blob;
}

/**
 * `POST /api/functions/{name}` with `{data}` (or with the file as the body and `data` in the
 * query), answer read from `data` or `result`, errors mapped by HTTP status. It never shows
 * anything nor navigates: callers decide.
 */
export async function callFunction<Result = unknown>(
  name: string,
  data: unknown,
  options: CallOptions = {},
): Promise<Result> {
  const { timeoutMs = defaultFunctionTimeoutMs, signal, baseUrl = '', file } = options;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const abortOnCallerSignal = () => timeout.abort();
  signal?.addEventListener('abort', abortOnCallerSignal);
  try {
    const response = await (file
      ? postFile(`${baseUrl}${fileFunctionPath(name, data)}`, file, timeout.signal)
      : post(`${baseUrl}${functionPath(name)}`, data, timeout.signal));
    const body = await readJsonObject(response);
    if (response.status < 200 || response.status >= 300)
      throw errorFromResponse(response.status, body);
    if (body === undefined)
      throw new FunctionsError('internal', 'Response is not valid JSON object.');
    const result = 'data' in body ? body.data : body.result;
    if (result === undefined)
      throw new FunctionsError('internal', 'Response is missing data field.');
    return result as Result;
  } catch (error) {
    if (error instanceof FunctionsError) throw error;
    if (signal?.aborted) throw new FunctionsError('cancelled', 'The call was cancelled.');
    if (timeout.signal.aborted) throw new FunctionsError('deadline-exceeded', 'deadline-exceeded');
    // fetch rejects only when no answer arrived at all: that reads as internal.
    throw new FunctionsError('internal', 'internal');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortOnCallerSignal);
  }
}

/** A typed call of a function declared in contract/functions. */
export function callContract<F extends FunctionContract>(
  contract: F,
  input: InputOf<F>,
  options?: CallOptions,
): Promise<OutputOf<F>> {
  return callFunction<OutputOf<F>>(contract.name, input, options);
}

function post(url: string, data: unknown, signal: AbortSignal): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ data: data ?? null }),
    credentials: 'same-origin',
    signal,
  });
}

function postFile(url: string, file: Blob, signal: AbortSignal): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    // The server reads a file's kind from its content, not from this.
    headers: { 'content-type': 'application/octet-stream', accept: 'application/json' },
    body: file,
    credentials: 'same-origin',
    signal,
  });
}

/** The body as a JSON object, or undefined when it is empty, not JSON, or not an object. */
export async function readJsonObject(
  response: Response,
): Promise<Record<string, unknown> | undefined> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export function errorFromResponse(
  status: number,
  body: Record<string, unknown> | undefined,
): FunctionsError {
  const code = codeFromHttpStatus(status);
  const error = body?.error;
  if (typeof error !== 'object' || error === null) return new FunctionsError(code, code);
  const { message, details } = error as { message?: unknown; details?: unknown };
  return new FunctionsError(
    code,
    typeof message === 'string' && message ? message : code,
    typeof details === 'object' && details !== null ? (details as ErrorDetails) : undefined,
  );
}
