import type { LookupFunction } from 'node:net';
import { linkReasons, linkStatuses, type LinkReason, type LinkStatus } from '#contract/enums.js';

// The statuses and reasons are shared with the web and the database: they live in the contract.
export { linkReasons, linkStatuses, type LinkReason, type LinkStatus };

export interface LinkResult {
  /** The URL exactly as it was given. */
  url: string;
  status: LinkStatus;
  reason: LinkReason;
  /** Status of the last response received, after redirects and the GET fallback. */
  httpStatus?: number;
  /** Where the redirects ended (only when at least one redirect was followed). */
  finalUrl?: string;
  redirects: number;
  contentType?: string;
  /** Size of the resource in bytes: Content-Length, or the total of a ranged answer's Content-Range. */
  contentLength?: number;
  /** Time the servers took to answer the requests of the last attempt, without politeness waits. */
  responseTimeMs: number;
  /** ISO 8601 time the check finished. */
  checkedAt: string;
  /** Technical detail for logs and tooltips (an error code, the refused address…); never shown as prose. */
  detail?: string;
}

export interface LinkCheckOptions {
  /** Requests in flight to one host (host name and port) at a time. */
  perHostConcurrency?: number;
  /** Requests in flight over all hosts. */
  globalConcurrency?: number;
  /** Minimum time between the starts of two requests to one host. */
  minHostGapMs?: number;
  connectTimeoutMs?: number;
  /** Limit for one request, from sending it to its response headers. */
  totalTimeoutMs?: number;
  maxRedirects?: number;
  /** Further attempts after a transient failure (time-out, reset, 429, 5xx, DNS or TLS failure). */
  retries?: number;
  /** First backoff before a retry; doubled each time, with jitter. */
  retryBaseDelayMs?: number;
  /** Longest Retry-After we wait for; a longer one ends the check as unknown / rate-limited. */
  maxRetryAfterMs?: number;
  /** Lets checks reach loopback, private, link-local… addresses (tests, the sample catalogue). */
  allowPrivateAddresses?: boolean;
  /** CIDR ranges reachable although not global (e.g. '10.1.2.0/24' for an intranet file server). */
  allowedAddressRanges?: readonly string[];
  userAgent?: string;
  /** Aborts the run: in-flight requests are cancelled and checkLinks rejects with the reason. */
  signal?: AbortSignal;
  /** Called once per distinct input URL as soon as its result is known; awaited (backpressure). */
  onResult?: (result: LinkResult) => void | Promise<void>;
  /** Called after each result with the results so far and the URLs seen so far. */
  onProgress?: (done: number, total: number) => void;
  /** DNS resolution used before connecting; defaults to the system resolver (dns.lookup). */
  lookup?: LookupFunction;
}

export const defaultUserAgent =
  'CatalogueSteward/0.1 (link checker; +https://github.com/catalogue-steward/catalogue-steward)';

export const linkCheckDefaults = {
  perHostConcurrency: 2,
  globalConcurrency: 64,
  minHostGapMs: 100,
  connectTimeoutMs: 10_000,
  totalTimeoutMs: 30_000,
  maxRedirects: 10,
  retries: 2,
  retryBaseDelayMs: 1_000,
  maxRetryAfterMs: 120_000,
  allowPrivateAddresses: false,
  allowedAddressRanges: [] as readonly string[],
  userAgent: defaultUserAgent,
} satisfies Required<Omit<LinkCheckOptions, 'signal' | 'onResult' | 'onProgress' | 'lookup'>>;

export type ResolvedLinkCheckOptions = typeof linkCheckDefaults &
  Pick<LinkCheckOptions, 'signal' | 'onResult' | 'onProgress' | 'lookup'>;
