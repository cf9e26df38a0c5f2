import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, request, type Dispatcher } from 'undici';
import { buildGuardedConnector } from '#server/lib/address-guard.js';
import { errorCodesOf } from '#server/lib/error-codes-of.js';
import type { NetworkAccess } from '#server/lib/network-guard/network-access.js';

export type DownloadErrorCode =
  | 'noUrl'
  | 'invalidUrl'
  | 'tooLarge'
  | 'httpStatus'
  | 'tooManyRedirects'
  | 'timeout'
  | 'blockedAddress'
  | 'hostNotFound'
  | 'unreachable'
  | 'aborted';

/** Why a file could not be fetched: a stable code (the web's en/ja text), its parameters, and detail. */
export class DownloadError extends Error {
  override name = 'DownloadError';
  constructor(
    readonly code: DownloadErrorCode,
    message: string,
    readonly params: Record<string, string | number> = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface DownloadOptions extends Partial<NetworkAccess> {
  maxBytes: number;
  timeoutMs: number;
  allowPrivateAddresses: boolean;
  userAgent: string;
  maxRedirects?: number;
  signal?: AbortSignal;
  /**
   * The requesting user's catalogue API key, sent (as CKAN reads it, in `Authorization`) only to
   * the catalogue's own origin — a private dataset's uploaded file needs it — and never to a host a
   * redirect leads elsewhere.
   */
  catalogueCredentials?: { origin: string; apiKey: string };
}

export interface DownloadedFile {
  path: string;
  bytes: number;
  contentType: string | undefined;
  /** From Content-Disposition, else the last segment of the final URL's path. */
  fileName: string | undefined;
  finalUrl: string;
  /** Removes the file and its folder. */
  remove(): Promise<void>;
}

/**
 * Fetches a resource's file to a temporary file, never holding it in memory: redirects followed
 * (each hop through the address guard), the size capped by Content-Length and by the bytes
 * actually read, the whole exchange bounded by one time-out.
 */
export async function downloadFile(url: string, options: DownloadOptions): Promise<DownloadedFile> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const connect = buildGuardedConnector({
    allowPrivateAddresses: options.allowPrivateAddresses,
    allowedAddressRanges: options.allowedAddressRanges ?? [],
    ...(options.lookup ? { lookup: options.lookup } : {}),
  });
  const agent = new Agent({
    ...(connect ? { connect } : {}),
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
  const folder = await mkdtemp(path.join(tmpdir(), 'cs-check-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    const response = await follow(agent, parseUrl(url), options, signal);
    const file = path.join(folder, 'download');
    const bytes = await save(response.data.body, file, options.maxBytes, signal);
    return {
      path: file,
      bytes,
      contentType: header(response.data.headers, 'content-type'),
      fileName: fileNameOf(response.data.headers, response.url),
      finalUrl: response.url.toString(),
      remove,
    };
  } catch (error) {
    await remove();
    throw classify(error, url, options, timeout);
  } finally {
    await agent.close().catch(() => undefined);
  }
}

function parseUrl(text: string): URL {
  if (!text.trim()) throw new DownloadError('noUrl', 'The resource has no URL.');
  const url = URL.canParse(text.trim()) ? new URL(text.trim()) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new DownloadError('invalidUrl', `Not an http or https URL: ${text}`);
  }
  return url;
}

async function follow(
  agent: Agent,
  start: URL,
  options: DownloadOptions,
  signal: AbortSignal,
): Promise<{ data: Dispatcher.ResponseData; url: URL }> {
  const maxRedirects = options.maxRedirects ?? 5;
  let url = start;
  for (let hop = 0; ; hop += 1) {
    const data = await request(url, {
      dispatcher: agent,
      method: 'GET',
      headers: headersFor(url, options),
      signal,
    });
    const location = header(data.headers, 'location');
    if (data.statusCode >= 300 && data.statusCode < 400 && location) {
      await data.body.dump().catch(() => undefined);
      if (hop >= maxRedirects) {
        throw new DownloadError('tooManyRedirects', `More than ${maxRedirects} redirects`, {
          max: maxRedirects,
        });
      }
      url = parseUrl(new URL(location, url).toString());
      continue;
    }
    if (data.statusCode < 200 || data.statusCode >= 300) {
      await data.body.dump().catch(() => undefined);
      throw new DownloadError('httpStatus', `The server answered HTTP ${data.statusCode}`, {
        status: data.statusCode,
      });
    }
    const declared = Number(header(data.headers, 'content-length'));
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      discard(data.body);
      throw tooLarge(options.maxBytes, declared);
    }
    return { data, url };
  }
}

function headersFor(url: URL, options: DownloadOptions): Record<string, string> {
  const headers: Record<string, string> = { 'user-agent': options.userAgent, accept: '*/*' };
  const credentials = options.catalogueCredentials;
  if (credentials && url.origin === credentials.origin) headers.authorization = credentials.apiKey;
  return headers;
}

async function save(
  body: Dispatcher.ResponseData['body'],
  file: string,
  maxBytes: number,
  signal: AbortSignal,
): Promise<number> {
  const handle = await open(file, 'w');
  let bytes = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        discard(body);
        throw tooLarge(maxBytes);
      }
      signal.throwIfAborted();
      await handle.write(chunk);
    }
  } finally {
    await handle.close();
  }
  return bytes;
}

/** Stops reading a body we will not use; the abort it causes is expected, not an error. */
function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => undefined);
  body.destroy();
}

function tooLarge(maxBytes: number, declared?: number): DownloadError {
  return new DownloadError(
    'tooLarge',
    declared !== undefined
      ? `The file is ${declared} bytes; checks read at most ${maxBytes}`
      : `The file is larger than ${maxBytes} bytes, the most a check reads`,
    { maxBytes },
  );
}

function header(headers: Dispatcher.ResponseData['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function fileNameOf(headers: Dispatcher.ResponseData['headers'], url: URL): string | undefined {
  const disposition = header(headers, 'content-disposition') ?? '';
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1];
  if (plain) return plain.trim();
  const last = url.pathname.split('/').filter(Boolean).at(-1);
  if (!last) return undefined;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

function classify(
  error: unknown,
  url: string,
  options: DownloadOptions,
  timeout: AbortSignal,
): DownloadError {
  if (error instanceof DownloadError) return error;
  const host = URL.canParse(url) ? new URL(url).hostname : url;
  const codes = errorCodesOf(error);
  const detail = error instanceof Error ? error.message : String(error);
  if (
    timeout.aborted ||
    codes.some((code) => /^UND_ERR_(HEADERS|BODY|CONNECT)_TIMEOUT$|^ETIMEDOUT$/.test(code))
  ) {
    const seconds = Math.ceil(options.timeoutMs / 1000);
    return new DownloadError('timeout', `No complete answer within ${seconds} s`, { seconds });
  }
  if (options.signal?.aborted) return new DownloadError('aborted', 'The check was cancelled.');
  if (codes.includes('ERR_BLOCKED_ADDRESS')) {
    return new DownloadError('blockedAddress', `Refused to connect to ${host}: ${detail}`, {
      host,
    });
  }
  if (codes.includes('ENOTFOUND') || codes.includes('EAI_AGAIN')) {
    return new DownloadError('hostNotFound', `${host} could not be resolved`, { host });
  }
  const code = codes.find((c) => /^E[A-Z]+$/.test(c)) ?? codes[0];
  return new DownloadError('unreachable', `Could not reach ${host}${code ? ` (${code})` : ''}`, {
    host,
  });
}
