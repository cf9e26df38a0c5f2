import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { downloadFile, type DownloadOptions } from './download-file.js';
import { downloadsPerHost, withDownloadSlot } from './download-slots.js';

const options: DownloadOptions = {
  maxBytes: 1_000_000,
  timeoutMs: 30_000,
  allowPrivateAddresses: true,
  userAgent: 'test',
};

/** A real file host that holds every request until the test lets it answer. */
async function startHoldingHost() {
  const held: { path: string; response: ServerResponse }[] = [];
  const arrived: string[] = [];
  let onArrival = () => {};
  const server = createServer((request, response) => {
    arrived.push(request.url!);
    held.push({ path: request.url!, response });
    onArrival();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    arrived,
    /** Resolves once `count` requests have arrived in all. */
    async arrivals(count: number) {
      while (arrived.length < count) await new Promise<void>((resolve) => (onArrival = resolve));
    },
    /** Answers the held request for `path` with its own path as the file. */
    answer(path: string) {
      const index = held.findIndex((entry) => entry.path === path);
      const { response } = held.splice(index, 1)[0]!;
      response.writeHead(200, { 'content-type': 'text/csv' }).end(`file,${path}\n`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const download = (url: string) =>
  withDownloadSlot(url, async () => {
    const file = await downloadFile(url, options);
    const text = readFileSync(file.path, 'utf8');
    await file.remove();
    return text;
  });

describe('downloads of a check batch', () => {
  const hosts: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(hosts.splice(0).map((host) => host.close()));
  });

  it('send at most two at a time to one host, and do not hold back another host', async () => {
    expect(downloadsPerHost).toBe(2);
    const busy = await startHoldingHost();
    const other = await startHoldingHost();
    hosts.push(busy, other);

    const first = ['/a.csv', '/b.csv', '/c.csv', '/d.csv'].map((path) =>
      download(`${busy.url}${path}`),
    );
    const elsewhere = download(`${other.url}/e.csv`);
    // Should an expectation fail, the downloads still held end when the hosts close.
    for (const pending of [...first, elsewhere]) pending.catch(() => undefined);
    // The other host's download was asked for after all four, and goes at once: by the time it
    // has been answered and read, the busy host has been sent all it will be sent.
    await other.arrivals(1);
    other.answer('/e.csv');
    expect(await elsewhere).toBe('file,/e.csv\n');
    await busy.arrivals(2);
    // The first two asked are sent together; which connects first is the network's affair.
    expect([...busy.arrived].sort()).toEqual(['/a.csv', '/b.csv']);

    // Each answer lets the next waiting download go, first asked first sent.
    busy.answer('/a.csv');
    await busy.arrivals(3);
    expect(busy.arrived.slice(2)).toEqual(['/c.csv']);
    busy.answer('/b.csv');
    await busy.arrivals(4);
    busy.answer('/c.csv');
    busy.answer('/d.csv');
    expect(await Promise.all(first)).toEqual(
      ['/a.csv', '/b.csv', '/c.csv', '/d.csv'].map((path) => `file,${path}\n`),
    );
  });

  it('lets the next download go when one fails', async () => {
    const busy = await startHoldingHost();
    hosts.push(busy);
    const failing = withDownloadSlot(`${busy.url}/x`, () => Promise.reject(new Error('refused')));
    const waiting = ['/a.csv', '/b.csv'].map((path) => download(`${busy.url}${path}`));
    for (const pending of waiting) pending.catch(() => undefined);
    await expect(failing).rejects.toThrow('refused');
    await busy.arrivals(2);
    busy.answer('/a.csv');
    busy.answer('/b.csv');
    expect(await Promise.all(waiting)).toEqual(['file,/a.csv\n', 'file,/b.csv\n']);
  });
});
