/**
 * The world the link bench checks: 200 hosts with 50 URLs each and a known truth per URL.
 * Every figure below is chosen to look like the web that open-data catalogues link to (municipal
 * file servers, CDNs, document systems) and fixed before any checker was measured against it.
 * The plan is deterministic (seeded), so two runs check the same world.
 */

export type Truth = 'alive' | 'dead';

export type UrlKind =
  | 'file' // 200 (or 206 to a ranged GET)
  | 'slow' // a file whose server takes 1–3 s before answering
  | 'flaky' // 503 to the first request of a run, then the file
  | 'redirect' // 1–3 redirects, half of them to another host, ending at a file
  | 'redirect-dead' // a redirect to a page that no longer exists
  | 'missing' // 404
  | 'gone' // 410
  | 'loop'; // two URLs redirecting to each other

export interface HostProfile {
  index: number;
  /** Time before the response headers: network round trip plus server work. */
  latencyMs: number;
  /** Requests the server works on at once; more wait in its queue. */
  workers: number;
  /** What HEAD gets: most servers answer it, some refuse it (405) or a firewall does (403). */
  headAnswer: 200 | 403 | 405;
  /** Whether a Range: bytes=0-0 request gets 206 with one byte, or the whole file with 200. */
  honoursRange: boolean;
  /** Admitted requests per second per client before 429 (Retry-After: 1); undefined = no limit. */
  rateLimitPerSecond: number | undefined;
  /** Body bytes per second on one connection (a remote server, not loopback). */
  bytesPerSecond: number;
}

export interface UrlSpec {
  host: number;
  id: number;
  kind: UrlKind;
  truth: Truth;
  sizeBytes: number;
  contentType: string;
  /** Added to the host latency (slow URLs). */
  extraDelayMs: number;
  /** Redirects before the end of the chain. */
  hops: number;
  /** Where the last redirect goes: [host, path]; a file or a dead page. */
  redirectTarget: [number, string] | undefined;
}

export const hostCount = 200;
export const urlsPerHost = 50;

const kindShares: [UrlKind, number][] = [
  ['file', 0.62],
  ['slow', 0.08],
  ['flaky', 0.04],
  ['redirect', 0.08],
  ['redirect-dead', 0.03],
  ['missing', 0.1],
  ['gone', 0.03],
  ['loop', 0.02],
];

const contentTypes = [
  'text/csv',
  'application/vnd.ms-excel',
  'application/pdf',
  'application/zip',
  'application/json',
];

/** mulberry32: a small seeded generator, so the plan is the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export function planHosts(random: () => number): HostProfile[] {
  return Array.from({ length: hostCount }, (_, index) => {
    const headRoll = random();
    return {
      index,
      latencyMs: Math.round(30 + random() * 120),
      workers: 4 + Math.floor(random() * 13),
      headAnswer: headRoll < 0.1 ? 405 : headRoll < 0.15 ? 403 : 200,
      honoursRange: random() < 0.7,
      rateLimitPerSecond: random() < 0.1 ? 4 + Math.floor(random() * 5) : undefined,
      bytesPerSecond: Math.round((1 + random() * 4) * 1024 * 1024),
    };
  });
}

export function planUrls(random: () => number): UrlSpec[] {
  const urls: UrlSpec[] = [];
  for (let host = 0; host < hostCount; host += 1) {
    for (let id = 0; id < urlsPerHost; id += 1) urls.push(planUrl(random, host, id));
  }
  return urls;
}

function planUrl(random: () => number, host: number, id: number): UrlSpec {
  const kind = pickKind(random());
  // File sizes of open data: log-uniform from 5 KB to 20 MB (median about 300 KB).
  const sizeBytes = Math.round(5 * 1024 * Math.exp(random() * Math.log(4096)));
  const otherHost = (host + 1 + Math.floor(random() * (hostCount - 1))) % hostCount;
  const spec: UrlSpec = {
    host,
    id,
    kind,
    truth: ['missing', 'gone', 'loop', 'redirect-dead'].includes(kind) ? 'dead' : 'alive',
    sizeBytes,
    contentType: contentTypes[Math.floor(random() * contentTypes.length)] ?? 'text/csv',
    extraDelayMs: kind === 'slow' ? Math.round(1_000 + random() * 2_000) : 0,
    hops: kind === 'redirect' ? 1 + Math.floor(random() * 3) : kind === 'redirect-dead' ? 1 : 0,
    redirectTarget: undefined,
  };
  if (kind === 'redirect') {
    const target = random() < 0.5 ? otherHost : host;
    spec.redirectTarget = [target, `/t/file/${sizeBytes}`];
  }
  if (kind === 'redirect-dead') spec.redirectTarget = [host, '/t/missing'];
  return spec;
}

function pickKind(roll: number): UrlKind {
  let cumulative = 0;
  for (const [kind, share] of kindShares) {
    cumulative += share;
    if (roll < cumulative) return kind;
  }
  return 'file';
}
