import { afterEach, describe, expect, it } from 'vitest';
import { checkLinks } from './check-links.js';
import type { LinkCheckOptions } from './link-types.js';
import {
  after,
  ConcurrencyMeter,
  startRecordingServer,
  type RecordingServer,
  type RouteHandler,
} from './test-support/recording-server.js';

const local: LinkCheckOptions = { allowPrivateAddresses: true, retryBaseDelayMs: 10 };
const servers: RecordingServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A server where every path from /0 to /count-1 answers 200 after `delayMs`. */
async function serveFiles(
  count: number,
  delayMs: number,
  meter?: ConcurrencyMeter,
): Promise<RecordingServer> {
  const answer: RouteHandler = after(delayMs, (response) => response.writeHead(200).end());
  const routes = Object.fromEntries(
    Array.from({ length: count }, (_, index) => [`/${index}`, answer]),
  );
  const server = await startRecordingServer(routes, { meter });
  servers.push(server);
  return server;
}

const urlsOf = (server: RecordingServer, count: number) =>
  Array.from({ length: count }, (_, index) => server.url(`/${index}`));

describe('checkLinks politeness, measured at the servers', () => {
  it('never has more than perHostConcurrency requests in flight at one host', async () => {
    const server = await serveFiles(24, 30);
    const results = await checkLinks(urlsOf(server, 24), {
      ...local,
      perHostConcurrency: 2,
      minHostGapMs: 0,
    });
    expect(results.every((result) => result.status === 'alive')).toBe(true);
    expect(server.requests).toHaveLength(24);
    expect(server.maxConcurrency).toBe(2);
  });

  it('works on several hosts at once, each within its limit', async () => {
    const meter = new ConcurrencyMeter();
    const hosts = await Promise.all([1, 2, 3].map(() => serveFiles(10, 30, meter)));
    const urls = hosts.flatMap((server) => urlsOf(server, 10));
    await checkLinks(urls, { ...local, perHostConcurrency: 2, minHostGapMs: 0 });
    for (const server of hosts) expect(server.maxConcurrency).toBeLessThanOrEqual(2);
    expect(meter.max).toBe(6);
  });

  it('never has more than globalConcurrency requests in flight over all hosts', async () => {
    const meter = new ConcurrencyMeter();
    const hosts = await Promise.all([1, 2, 3, 4].map(() => serveFiles(6, 30, meter)));
    const urls = hosts.flatMap((server) => urlsOf(server, 6));
    await checkLinks(urls, {
      ...local,
      perHostConcurrency: 2,
      globalConcurrency: 3,
      minHostGapMs: 0,
    });
    expect(meter.max).toBe(3);
    // Round-robin across hosts: every host got work while the others were busy.
    for (const server of hosts) expect(server.requests).toHaveLength(6);
  });

  it('spaces the starts of requests to one host by minHostGapMs', async () => {
    const server = await serveFiles(5, 0);
    await checkLinks(urlsOf(server, 5), { ...local, perHostConcurrency: 2, minHostGapMs: 300 });
    const arrivals = server.requests.map((request) => request.at);
    for (let index = 1; index < arrivals.length; index += 1) {
      // Slack for the way there: a request that opens a connection, on a busy machine, may
      // arrive up to ~100 ms late (a gap of 100 ms with 80 of slack failed under load).
      expect(arrivals[index]! - arrivals[index - 1]!).toBeGreaterThanOrEqual(150);
    }
  });
});
