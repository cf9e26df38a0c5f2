import type { Dispatcher } from 'undici';

export type ProbeMethod = 'HEAD' | 'GET';

export interface ProbeResponse {
  statusCode: number;
  headers: Record<string, string | undefined>;
  elapsedMs: number;
}

export interface ProbeRequest {
  dispatcher: Dispatcher;
  url: URL;
  method: ProbeMethod;
  userAgent: string;
  totalTimeoutMs: number;
  /** The run's signal: its abort is not a time-out of this request. */
  signal: AbortSignal;
}

/** Most of a body we read: enough for a redirect or an error page, never a file. */
const smallBodyBytes = 16 * 1024;

export class RequestTimeoutError extends Error {
  override name = 'RequestTimeoutError';
  readonly code = 'ERR_LINK_TIMEOUT';
}

/**
 * One request, no redirect following. GET asks for the first byte only (Range: bytes=0-0); a file's
 * body is never read, so a check never pulls files.
 */
export async function sendProbe(request: ProbeRequest): Promise<ProbeResponse> {
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new RequestTimeoutError(`No response within ${request.totalTimeoutMs} ms`)),
    request.totalTimeoutMs,
  );
  const signal = AbortSignal.any([request.signal, timeout.signal]);
  const startedAt = performance.now();
  try {
    const response = await request.dispatcher.request({
      origin: request.url.origin,
      path: `${request.url.pathname}${request.url.search}`,
      method: request.method,
      headers: {
        'user-agent': request.userAgent,
        accept: '*/*',
        ...(request.method === 'GET' ? { range: 'bytes=0-0' } : {}),
      },
      signal,
    });
    const elapsedMs = performance.now() - startedAt;
    const headers = flattenHeaders(response.headers);
    await releaseBody(response.body, request.method, response.statusCode, signal);
    return { statusCode: response.statusCode, headers, elapsedMs };
  } catch (error) {
    // undici rejects with the signal's reason; make sure a time-out reads as one.
    if (timeout.signal.aborted && !request.signal.aborted) throw timeout.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function releaseBody(
  body: Dispatcher.ResponseData['body'],
  method: ProbeMethod,
  statusCode: number,
  signal: AbortSignal,
): Promise<void> {
  if (method === 'GET' && statusCode === 200) {
    // The server ignored Range and is sending the whole file: cut it off unread.
    body.on('error', () => undefined);
    body.destroy();
    return;
  }
  // HEAD has no body, a 206 one byte; redirects and error pages are small. Reading them (up to a
  // limit) keeps the keep-alive connection usable, so the host sees fewer handshakes.
  await body.dump({ limit: smallBodyBytes, signal }).catch(() => undefined);
}

function flattenHeaders(
  headers: Dispatcher.ResponseData['headers'],
): Record<string, string | undefined> {
  const flat: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(headers)) {
    flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}
