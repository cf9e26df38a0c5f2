import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { checkLinks } from './check-links.js';
import { checkOne, local, useRecordingServers } from './test-support/local-checks.js';
import { after, ok, status } from './test-support/recording-server.js';

const serve = useRecordingServers();

describe('checkLinks: transient failures end as unknown after retries', () => {
  it('times out a server that answers too late, and retries once', async () => {
    const server = await serve({ '/slow': after(5_000, (response) => response.end()) });
    const startedAt = performance.now();
    const result = await checkOne(server.url('/slow'), { totalTimeoutMs: 200, retries: 1 });
    expect(result).toMatchObject({ status: 'unknown', reason: 'timeout' });
    expect(server.requests).toHaveLength(2);
    expect(performance.now() - startedAt).toBeLessThan(2_000);
  });

  it('waits as long as Retry-After says on 429, then gets the answer', async () => {
    let calls = 0;
    const server = await serve({
      '/limited': (_request, response) => {
        calls += 1;
        if (calls === 1) return void response.writeHead(429, { 'retry-after': '1' }).end();
        ok(_request, response, server.requests[0]!);
      },
    });
    const result = await checkOne(server.url('/limited'));
    expect(result).toMatchObject({ status: 'alive', httpStatus: 200 });
    const [first, second] = server.requests;
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(990);
  });

  it('pauses the whole host on Retry-After, not only the URL that got it', async () => {
    let limited = true;
    const server = await serve({
      '/first': (_request, response) => {
        if (!limited) return void response.writeHead(200).end();
        limited = false;
        response.writeHead(429, { 'retry-after': '1' }).end();
      },
      '/second': after(50, (response) => response.writeHead(200).end()),
    });
    await checkLinks([server.url('/first'), server.url('/second'), server.url('/third')], {
      ...local,
      perHostConcurrency: 1,
    });
    const firstAt = server.requests[0]!.at;
    const laterRequests = server.requests.slice(1);
    expect(laterRequests.length).toBeGreaterThanOrEqual(3);
    for (const request of laterRequests) expect(request.at - firstAt).toBeGreaterThanOrEqual(990);
  });

  it('gives up at once when Retry-After asks for longer than we wait', async () => {
    const server = await serve({ '/later': status(429, { 'retry-after': '3600' }) });
    const result = await checkOne(server.url('/later'), { maxRetryAfterMs: 60_000 });
    expect(result).toMatchObject({ status: 'unknown', reason: 'rate-limited', httpStatus: 429 });
    expect(server.requests).toHaveLength(1);
  });

  it('retries a 5xx with GET, then calls it unknown', async () => {
    const server = await serve({ '/broken': status(503) });
    const result = await checkOne(server.url('/broken'), { retries: 2 });
    expect(result).toMatchObject({ status: 'unknown', reason: 'server-error', httpStatus: 503 });
    expect(server.requests.map((request) => request.method)).toEqual(['HEAD', 'GET', 'GET', 'GET']);
  });

  it('recovers when a 5xx was only a bad moment', async () => {
    let calls = 0;
    const server = await serve({
      '/flaky': (_request, response) => {
        calls += 1;
        response.writeHead(calls <= 2 ? 502 : 200).end();
      },
    });
    expect(await checkOne(server.url('/flaky'))).toMatchObject({
      status: 'alive',
      httpStatus: 200,
    });
  });

  it('calls a reset connection unknown', async () => {
    const server = await serve({ '/reset': (request) => request.socket.destroy() });
    const result = await checkOne(server.url('/reset'), { retries: 0 });
    expect(result).toMatchObject({ status: 'unknown', reason: 'reset' });
  });
});

describe('checkLinks: failures that mean dead', () => {
  it('calls a name that does not exist dead (DNS)', async () => {
    const result = await checkOne('http://no-such-host.invalid/data.csv');
    expect(result).toMatchObject({
      status: 'dead',
      reason: 'dns-not-found',
      detail: 'ENOTFOUND',
      redirects: 0,
    });
  });

  it('calls a refused port dead', async () => {
    const port = await closedPort();
    const result = await checkOne(`http://127.0.0.1:${port}/data.csv`);
    expect(result).toMatchObject({ status: 'dead', reason: 'refused', detail: 'ECONNREFUSED' });
  });
});

/** A port that was just free: bound, then closed, so connecting to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
