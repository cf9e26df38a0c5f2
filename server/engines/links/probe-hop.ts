import { setTimeout as sleep } from 'node:timers/promises';
import type { Dispatcher } from 'undici';
import { isIpLiteral, type AddressPolicy } from '#server/lib/network-guard/blocked-addresses.js';
import { classifyHttpStatus, classifyRequestError, type Verdict } from './classify-failure.js';
import type { HostScheduler } from './host-scheduler.js';
import type { ResolvedLinkCheckOptions } from './link-types.js';
import { sendProbe, type ProbeMethod, type ProbeResponse } from './send-request.js';

export interface CheckContext {
  settings: ResolvedLinkCheckOptions;
  addressPolicy: AddressPolicy;
  dispatcher: Dispatcher;
  scheduler: HostScheduler;
  /** Per host, how many URLs had HEAD refused and then answered GET: past two, GET goes first. */
  headRefusals: Map<string, number>;
  signal: AbortSignal;
}

/** What one URL of a redirect chain answered, after the GET fallback and the retries. */
export type HopOutcome =
  { response: ProbeResponse; failure?: undefined } | { failure: Verdict; response?: undefined };

/**
 * Asks one URL (no redirect following): HEAD first; a GET for the first byte when HEAD gets
 * anything but 2xx, a redirect or 429; retries of transient failures with exponential backoff, and
 * a host-wide pause when the host sends Retry-After. Every request waits for a polite slot.
 */
export async function probeHop(
  url: URL,
  context: CheckContext,
  firstHop: boolean,
): Promise<HopOutcome> {
  const { settings } = context;
  // The system resolver is not asked for an IP address, so the guarded lookup never sees it.
  if (isIpLiteral(url.hostname)) {
    const range = context.addressPolicy(url.hostname);
    if (range) {
      return {
        failure: {
          status: 'unknown',
          reason: 'blocked-address',
          transient: false,
          detail: `${url.hostname} (${range})`,
        },
      };
    }
  }
  let method: ProbeMethod = 'HEAD';
  let headRefused = false;
  for (let attempt = 0; ;) {
    const continuation = !firstHop || attempt > 0 || method === 'GET';
    const sent = await sendWithSlot(url, method, { attempt, continuation, headRefused }, context);
    if ('error' in sent) {
      const verdict = classifyRequestError(sent.error);
      if (!verdict.transient || attempt >= settings.retries) return { failure: verdict };
      // Some servers drop or stall HEAD requests; the retry asks with GET.
      method = 'GET';
      await sleep(backoffMs(attempt, settings), undefined, { signal: context.signal });
      attempt += 1;
      continue;
    }
    const { response } = sent;
    if (sent.method === 'HEAD' && needsGetFallback(response)) {
      headRefused = [403, 405, 501].includes(response.statusCode);
      method = 'GET';
      continue;
    }
    const verdict = classifyHttpStatus(response.statusCode);
    if (!verdict.transient || attempt >= settings.retries) return { response };
    const delayMs = retryDelayMs(response.headers['retry-after'], attempt, settings);
    if (delayMs === undefined) return { response };
    // After a host-wide pause (set in sendWithSlot) the next slot comes after the wait by itself.
    if (!asksHostToWait(response)) await sleep(delayMs, undefined, { signal: context.signal });
    attempt += 1;
  }
}

async function sendWithSlot(
  url: URL,
  wantedMethod: ProbeMethod,
  request: { attempt: number; continuation: boolean; headRefused: boolean },
  context: CheckContext,
): Promise<{ response: ProbeResponse; method: ProbeMethod } | { error: unknown }> {
  const { settings, scheduler } = context;
  const release = await scheduler.acquire(url.host, request.continuation);
  // Decided when the slot comes, not when the URL was queued: a host that refused HEAD to two
  // URLs (405/501/403, then 2xx to GET) refuses it to all, and asking would double our requests.
  const method = (context.headRefusals.get(url.host) ?? 0) >= 2 ? 'GET' : wantedMethod;
  try {
    const response = await sendProbe({
      dispatcher: context.dispatcher,
      url,
      method,
      userAgent: settings.userAgent,
      totalTimeoutMs: settings.totalTimeoutMs,
      signal: context.signal,
    });
    // What the host taught us is recorded before the slot is released, so the next URL uses it.
    if (request.headRefused && classifyHttpStatus(response.statusCode).status === 'alive') {
      context.headRefusals.set(url.host, (context.headRefusals.get(url.host) ?? 0) + 1);
    }
    if (asksHostToWait(response)) {
      // Slow the whole host down before the slot is released, so no other URL of it slips in.
      const waitMs =
        retryDelayMs(response.headers['retry-after'], request.attempt, settings) ??
        settings.maxRetryAfterMs;
      scheduler.backOffHost(url.host, waitMs);
    }
    return { response, method };
  } catch (error) {
    if (context.signal.aborted) throw context.signal.reason;
    return { error };
  } finally {
    release();
  }
}

export function isFollowableRedirect(response: ProbeResponse): boolean {
  return (
    response.statusCode >= 300 && response.statusCode < 400 && Boolean(response.headers.location)
  );
}

/** 429, or 503 with Retry-After: the host asks every client to slow down, not one URL. */
function asksHostToWait(response: ProbeResponse): boolean {
  return (
    response.statusCode === 429 ||
    (response.statusCode === 503 && response.headers['retry-after'] !== undefined)
  );
}

function needsGetFallback(response: ProbeResponse): boolean {
  const { statusCode } = response;
  if (statusCode >= 200 && statusCode < 300) return false;
  if (statusCode === 429 || isFollowableRedirect(response)) return false;
  return true;
}

function backoffMs(attempt: number, settings: ResolvedLinkCheckOptions): number {
  return settings.retryBaseDelayMs * 2 ** attempt * (1 + Math.random() / 2);
}

/** How long to wait before the next attempt; undefined when the host asks for longer than we wait. */
function retryDelayMs(
  retryAfter: string | undefined,
  attempt: number,
  settings: ResolvedLinkCheckOptions,
): number | undefined {
  const askedMs = parseRetryAfterMs(retryAfter);
  if (askedMs === undefined) return backoffMs(attempt, settings);
  return askedMs > settings.maxRetryAfterMs ? undefined : askedMs;
}

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
