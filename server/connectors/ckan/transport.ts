import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pLimit from 'p-limit';
import { Agent, interceptors, request, type Dispatcher } from 'undici';
import { projectRoot } from '#server/lib/project-root.js';
import { buildGuardedConnector } from '#server/lib/address-guard.js';
import { errorCodesOf } from '#server/lib/error-codes-of.js';
import type { NetworkAccess } from '#server/lib/network-guard/network-access.js';
import { CkanError, flattenFieldErrors, notCkanMessage } from './ckan-error.js';
import { cleanJsonStrings } from './clean-json-strings.js';
import { readCappedBody } from './read-capped-body.js';
import { ZCkanEnvelope } from './schemas.js';

const version = (
  JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }
).version;
export const defaultUserAgent = `CatalogueSteward/${version} (+https://github.com/catalogue-steward)`;

export interface TransportOptions extends NetworkAccess {
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
  userAgent: string;
  /** A longer answer is abandoned as it streams in. */
  maxResponseBytes: number;
}

/**
 * At most this many requests to one catalogue at a time from one client (the politeness rule the
 * link checker keeps); more wait their turn, first asked first sent.
 */
export const catalogueRequestsAtOnce = 2;

/** Past this length a read goes as a POST with a JSON body: servers cap URL lengths. */
const maxGetUrlLength = 4_000;
const maxBackoffMs = 15_000;
const maxRetryAfterMs = 60_000;

/** The Action API root of a catalogue, whether the user typed the site, `/api/3` or `/api/3/action`. */
export function actionApiRoot(baseUrl: string): string {
  const url = new URL(baseUrl);
  url.search = '';
  url.hash = '';
  url.pathname = url.pathname.replace(/\/+$/, '').replace(/\/api(?:\/\d+)?(?:\/action)?$/, '');
  return `${url.toString().replace(/\/+$/, '')}/api/3/action/`;
}

/** One HTTP exchange with the Action API: envelope in, result or CkanError out, retries for reads. */
export class CkanTransport {
  private readonly root: string;
  private readonly dispatcher: Dispatcher;
  private readonly agent: Agent;
  private readonly slots = pLimit(catalogueRequestsAtOnce);
  private closed = false;

  constructor(private readonly options: TransportOptions) {
    this.root = actionApiRoot(options.baseUrl);
    const connect = buildGuardedConnector(options);
    this.agent = new Agent(connect ? { connect } : {});
    this.dispatcher = this.agent.compose(interceptors.redirect({ maxRedirections: 3 }));
  }

  /** Reads (side-effect-free actions) are retried on 5xx, 429 and network failures. */
  async read(action: string, params: Record<string, unknown> = {}): Promise<unknown> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.exchange(action, params, false);
      } catch (error) {
        const retryable = error instanceof CkanError && isRetryable(error) && !this.closed;
        if (!retryable || attempt >= this.options.retries) throw error;
        await delay(this.backoff(attempt, error.retryAfterMs));
      }
    }
  }

  /** Writes are sent once: after a failure nobody knows whether CKAN applied them. */
  write(action: string, params: Record<string, unknown>): Promise<unknown> {
    return this.exchange(action, params, true);
  }

  /** Requests still waiting for a turn then fail at once, without reaching the catalogue. */
  close(): Promise<void> {
    this.closed = true;
    return this.agent.close();
  }

  private backoff(attempt: number, retryAfterMs: number | undefined): number {
    const exponential = Math.min(maxBackoffMs, this.options.retryDelayMs * 2 ** attempt);
    const jittered = exponential / 2 + (Math.random() * exponential) / 2;
    return Math.max(jittered, Math.min(retryAfterMs ?? 0, maxRetryAfterMs));
  }

  private exchange(action: string, params: Record<string, unknown>, isWrite: boolean) {
    return this.slots(() => {
      if (this.closed) {
        throw new CkanError('network', `${action} was not sent: the connection was closed`);
      }
      return this.exchangeNow(action, params, isWrite);
    });
  }

  private async exchangeNow(
    action: string,
    params: Record<string, unknown>,
    isWrite: boolean,
  ): Promise<unknown> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': this.options.userAgent,
    };
    // CKAN reads the token from Authorization as is: with "Bearer " the call is anonymous.
    if (this.options.apiKey) headers.authorization = this.options.apiKey;
    let url = this.root + action;
    let method: 'GET' | 'POST' = 'POST';
    let body: string | undefined;
    const query = isWrite ? '' : toQueryString(params);
    if (!isWrite && url.length + query.length + 1 <= maxGetUrlLength) {
      method = 'GET';
      if (query) url += `?${query}`;
    } else {
      body = JSON.stringify(params);
      headers['content-type'] = 'application/json';
    }

    const controller = new AbortController();
    // One limit for the whole exchange, body included: a catalogue that drips a byte at a time
    // keeps undici's idle timers happy but not this one.
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs);
    let status: number;
    let text: string;
    let responseHeaders: Dispatcher.ResponseData['headers'];
    try {
      const response = await request(url, {
        method,
        headers,
        body,
        dispatcher: this.dispatcher,
        signal: controller.signal,
      });
      status = response.statusCode;
      responseHeaders = response.headers;
      text = await readCappedBody(response, this.options.maxResponseBytes, action);
    } catch (error) {
      if (error instanceof CkanError) throw error;
      if (controller.signal.aborted) {
        throw new CkanError(
          'timeout',
          `The catalogue did not answer ${action} within ${this.options.timeoutMs} ms`,
          { cause: error },
        );
      }
      throw transportError(error, url);
    } finally {
      clearTimeout(timer);
    }
    return interpret(action, status, responseHeaders, text);
  }
}

function toQueryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return search.toString();
}

function isRetryable(error: CkanError): boolean {
  return error.kind === 'network' || error.kind === 'unavailable';
}

function parseRetryAfter(value: string | string[] | undefined): number | undefined {
  const header = Array.isArray(value) ? value[0] : value;
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function transportError(error: unknown, url: string): CkanError {
  const codes = errorCodesOf(error);
  const host = new URL(url).host;
  if (codes.includes('ERR_BLOCKED_ADDRESS')) {
    const detail = findCause(
      error,
      (e) => (e as { code?: unknown }).code === 'ERR_BLOCKED_ADDRESS',
    );
    return new CkanError(
      'blocked-address',
      `Refused to connect: ${detail instanceof Error ? detail.message : host}`,
      { cause: error },
    );
  }
  if (codes.some((code) => code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ETIMEDOUT')) {
    return new CkanError('timeout', `Connecting to ${host} timed out`, { cause: error });
  }
  // undici stops a redirect back to a URL already visited with an InvalidArgumentError.
  const redirectLoop = findCause(error, (e) =>
    /^(Redirect loop detected|max redirects)/.test(String((e as { message?: unknown }).message)),
  );
  if (
    redirectLoop ||
    codes.includes('UND_ERR_REDIRECT') ||
    codes.includes('UND_ERR_MAX_REDIRECTIONS')
  ) {
    return new CkanError('not-ckan', `${notCkanMessage}: too many redirects from ${host}`, {
      cause: error,
    });
  }
  const code =
    codes.find((c) => /^E[A-Z]+$/.test(c)) ??
    codes[0] ??
    (error instanceof Error ? error.message : 'error');
  return new CkanError('network', `Could not reach ${host} (${code})`, { cause: error });
}

function findCause(error: unknown, test: (e: unknown) => boolean): unknown {
  for (let current: unknown = error, depth = 0; current && depth < 6; depth += 1) {
    if (test(current)) return current;
    const inner = ((current as { errors?: unknown[] }).errors ?? []).find(test);
    if (inner) return inner;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Reads CKAN's answer: the envelope on success, a typed CkanError otherwise. */
export function interpret(
  action: string,
  status: number,
  headers: Record<string, string | string[] | undefined>,
  text: string,
): unknown {
  let parsed: unknown;
  let isJson = true;
  try {
    parsed = cleanJsonStrings(JSON.parse(text));
  } catch {
    isJson = false;
  }
  const unavailable = (message: string, ckanType?: string) => {
    const retryAfterMs = parseRetryAfter(headers['retry-after']);
    return new CkanError('unavailable', message, {
      status,
      ...(ckanType ? { ckanType } : {}),
      ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
    });
  };
  const contentType = String(headers['content-type'] ?? 'no content type').split(';')[0];

  if (status >= 300 && status < 400) {
    // The redirect interceptor hands back the fourth redirect in a row (or one without Location).
    throw new CkanError('not-ckan', `${notCkanMessage}: too many redirects (HTTP ${status})`, {
      status,
    });
  }
  if (!isJson) {
    if (status >= 500 || status === 429)
      return throwing(unavailable(`The catalogue is unavailable (HTTP ${status})`));
    throw new CkanError('not-ckan', `${notCkanMessage} (HTTP ${status}, ${contentType})`, {
      status,
    });
  }
  // CKAN answers a bad request (unknown action, undecodable body) with a bare JSON string.
  if (typeof parsed === 'string') {
    if (status >= 500 || status === 429) return throwing(unavailable(parsed));
    if (status === 400) throw new CkanError('bad-request', parsed, { status });
    throw new CkanError('not-ckan', `${notCkanMessage} (HTTP ${status}, a bare string)`, {
      status,
    });
  }
  const envelope = ZCkanEnvelope.safeParse(parsed);
  if (!envelope.success) {
    if (status >= 500 || status === 429)
      return throwing(unavailable(`The catalogue is unavailable (HTTP ${status})`));
    throw new CkanError(
      'not-ckan',
      `${notCkanMessage} (HTTP ${status}, JSON without the Action API envelope)`,
      { status },
    );
  }
  const { success, result, error } = envelope.data;
  if (success && status < 300) return result;

  const ckanType = typeof error?.__type === 'string' ? error.__type : undefined;
  const ckanMessage = typeof error?.message === 'string' ? error.message : undefined;
  const base = { status, ...(ckanType ? { ckanType } : {}) };
  if (status === 401 || status === 403 || ckanType === 'Authorization Error') {
    throw new CkanError('authorization', ckanMessage ?? `Not authorized to call ${action}`, base);
  }
  if (status === 404 || ckanType === 'Not Found Error') {
    throw new CkanError('not-found', ckanMessage ?? 'Not found', base);
  }
  if (ckanType === 'Validation Error') {
    const fieldErrors = flattenFieldErrors(error ?? {});
    const summary = Object.entries(fieldErrors)
      .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
      .join('; ');
    throw new CkanError(
      'validation',
      `The catalogue rejected the data: ${summary || 'validation error'}`,
      { ...base, fieldErrors },
    );
  }
  if (
    ckanType === 'Search Error' ||
    ckanType === 'Search Index Error' ||
    status >= 500 ||
    status === 429
  ) {
    // Search Error arrives as a 409 when the search index (Solr) is down: not the caller's fault.
    return throwing(
      unavailable(
        `The catalogue failed to answer ${action}: ${ckanMessage ?? `HTTP ${status}`}`,
        ckanType,
      ),
    );
  }
  throw new CkanError(
    'bad-request',
    ckanMessage ?? `The catalogue refused ${action} (HTTP ${status})`,
    base,
  );
}

function throwing(error: CkanError): never {
  throw error;
}
