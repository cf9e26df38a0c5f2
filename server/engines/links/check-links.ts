import { setMaxListeners } from 'node:events';
import { Agent } from 'undici';
import { checkUrl, outcomeOfVerdict, parseCheckableUrl, type UrlOutcome } from './check-url.js';
import {
  createAddressPolicy,
  type AddressPolicy,
} from '#server/lib/network-guard/blocked-addresses.js';
import { guardedLookup } from '#server/lib/network-guard/guarded-lookup.js';
import { HostScheduler } from './host-scheduler.js';
import {
  linkCheckDefaults,
  type LinkCheckOptions,
  type LinkResult,
  type ResolvedLinkCheckOptions,
} from './link-types.js';
import type { CheckContext } from './probe-hop.js';

/**
 * URLs read ahead of their checks. Large enough that a catalogue whose URLs come host by host
 * still keeps many hosts busy; small enough that a stream of a million URLs is not held at once.
 */
const readAheadUrls = 10_000;

/**
 * Checks links politely and returns one result per distinct input string, in input order.
 * Strings that name the same URL (case of the host, a fragment…) share one request.
 * `onResult` is called in completion order, one call at a time, and awaited.
 */
export async function checkLinks(
  urls: Iterable<string> | AsyncIterable<string>,
  options: LinkCheckOptions = {},
): Promise<LinkResult[]> {
  const settings = resolveOptions(options);
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  // Every request in flight and every backoff listens to the run's signal: many listeners is normal.
  setMaxListeners(0, signal);
  const scheduler = new HostScheduler(settings, signal);
  const addressPolicy = createAddressPolicy(settings);
  const dispatcher = createAgent(settings, addressPolicy);
  const context: CheckContext = {
    settings,
    addressPolicy,
    dispatcher,
    scheduler,
    signal,
    headRefusals: new Map(),
  };

  const results: LinkResult[] = [];
  const outcomesByRequest = new Map<string, Promise<UrlOutcome>>();
  const seenInputs = new Set<string>();
  const running = new Set<Promise<void>>();
  let reporting: Promise<void> = Promise.resolve();
  /** Wakes the reading loop when a URL's check ends (it waits while the read-ahead is full). */
  let wakeReader: (() => void) | undefined;
  let done = 0;
  let failure: { error: unknown } | undefined;

  const report = (index: number, result: LinkResult) => {
    results[index] = result;
    reporting = reporting.then(async () => {
      await settings.onResult?.(result);
      done += 1;
      settings.onProgress?.(done, seenInputs.size);
    });
    return reporting;
  };

  try {
    for await (const input of urls) {
      signal.throwIfAborted();
      if (seenInputs.has(input)) continue;
      seenInputs.add(input);
      const index = seenInputs.size - 1;
      const target = parseCheckableUrl(input);
      const requestKey = target instanceof URL ? target.href : `invalid:${input}`;
      let outcome = outcomesByRequest.get(requestKey);
      if (!outcome) {
        outcome =
          target instanceof URL
            ? checkUrl(target, context)
            : Promise.resolve(outcomeOfVerdict(target));
        outcomesByRequest.set(requestKey, outcome);
      }
      const task = outcome
        .then((result) => report(index, { url: input, ...result }))
        .catch((error: unknown) => {
          failure ??= { error };
          stop.abort(error);
        })
        .finally(() => {
          running.delete(task);
          wakeReader?.();
        });
      running.add(task);
      // Not Promise.race(running): each race leaves a reaction on every running check, so a
      // long run would keep read-ahead × URLs of them (1.3 GB for 11,000 URLs).
      while (running.size >= readAheadUrls) {
        await new Promise<void>((resolve) => (wakeReader = resolve));
      }
    }
    await Promise.all(running);
    await reporting;
  } catch (error) {
    failure ??= { error };
    stop.abort(error);
    await Promise.allSettled(running);
  } finally {
    scheduler.dispose();
    await dispatcher.destroy().catch(() => undefined);
  }
  if (options.signal?.aborted) throw options.signal.reason;
  if (failure) throw failure.error;
  return results;
}

function resolveOptions(options: LinkCheckOptions): ResolvedLinkCheckOptions {
  const defined = Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  );
  const settings = { ...linkCheckDefaults, ...defined } as ResolvedLinkCheckOptions;
  for (const name of ['perHostConcurrency', 'globalConcurrency', 'maxRedirects'] as const) {
    if (!Number.isInteger(settings[name]) || settings[name] < (name === 'maxRedirects' ? 0 : 1)) {
      throw new RangeError(`${name} must be a positive integer`);
    }
  }
  return settings;
}

/** One agent per run: pooled keep-alive connections, the SSRF lookup, the connect time-out. */
function createAgent(settings: ResolvedLinkCheckOptions, addressPolicy: AddressPolicy): Agent {
  const lookup = settings.allowPrivateAddresses
    ? settings.lookup
    : guardedLookup(addressPolicy, settings.lookup);
  return new Agent({
    connections: settings.perHostConcurrency,
    keepAliveTimeout: 4_000,
    headersTimeout: settings.totalTimeoutMs,
    bodyTimeout: settings.totalTimeoutMs,
    connect: { timeout: settings.connectTimeoutMs, ...(lookup ? { lookup } : {}) },
  });
}
