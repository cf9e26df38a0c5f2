/**
 * Child process of the link bench: 200 HTTP servers, one per loopback address (127.0.1.1 …
 * 127.0.1.200), that behave as planned in bench-plan.ts, plus an index page listing every URL (what
 * linkinator reads). Running them in their own process keeps their sockets and CPU apart from the
 * checker being measured. They count, per host, the requests in flight at once.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { planHosts, planUrls, seededRandom, type HostProfile, type UrlSpec } from './bench-plan.js';

export interface BenchUrl {
  url: string;
  truth: 'alive' | 'dead';
  kind: UrlSpec['kind'];
}

export interface HostStats {
  requests: number;
  heads: number;
  gets: number;
  rateLimited: number;
  bodyBytes: number;
  maxHostConcurrency: number;
}

export type HostMessage =
  | { type: 'ready'; urls: BenchUrl[]; indexUrl: string }
  | { type: 'stats'; stats: HostStats }
  | { type: 'reset-done' };

export type ControlMessage = { type: 'reset' } | { type: 'stats' } | { type: 'exit' };

const chunkBytes = 64 * 1024;

class HostServer {
  origin = '';
  active = 0;
  private busyWorkers = 0;
  private readonly queue: (() => void)[] = [];
  private admitted: number[] = [];
  readonly flakyServed = new Set<number>();

  constructor(
    readonly profile: HostProfile,
    readonly urls: UrlSpec[],
    private readonly stats: HostStats,
  ) {}

  reset(): void {
    this.admitted = [];
    this.flakyServed.clear();
  }

  async handle(
    request: IncomingMessage,
    response: ServerResponse,
    hosts: HostServer[],
  ): Promise<void> {
    const { stats, profile } = this;
    stats.requests += 1;
    if (request.method === 'HEAD') stats.heads += 1;
    else stats.gets += 1;
    this.active += 1;
    stats.maxHostConcurrency = Math.max(stats.maxHostConcurrency, this.active);
    let holdsWorker = false;
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      this.active -= 1;
      if (holdsWorker) this.releaseWorker();
    };
    response.on('finish', done);
    response.on('close', done);

    if (profile.rateLimitPerSecond !== undefined) {
      const now = performance.now();
      this.admitted = this.admitted.filter((at) => now - at < 1_000);
      if (this.admitted.length >= profile.rateLimitPerSecond) {
        stats.rateLimited += 1;
        response
          .writeHead(429, { 'retry-after': '1', 'content-type': 'text/plain' })
          .end('slow down');
        return;
      }
      this.admitted.push(now);
    }
    await this.acquireWorker();
    holdsWorker = true;
    const path = request.url ?? '/';
    const spec = this.specOf(path);
    await sleep(profile.latencyMs + (spec?.extraDelayMs ?? 0));
    if (response.destroyed) return;
    if (request.method === 'HEAD' && profile.headAnswer !== 200) {
      response.writeHead(profile.headAnswer).end();
      return;
    }
    this.route(path, spec, request, response, hosts);
  }

  private specOf(path: string): UrlSpec | undefined {
    const id = /^\/r\/(\d+)/.exec(path)?.[1];
    return id === undefined ? undefined : this.urls[Number(id)];
  }

  private route(
    path: string,
    spec: UrlSpec | undefined,
    request: IncomingMessage,
    response: ServerResponse,
    hosts: HostServer[],
  ): void {
    const fileSize = /^\/t\/file\/(\d+)$/.exec(path)?.[1];
    if (fileSize !== undefined)
      return this.serveFile(request, response, Number(fileSize), 'text/csv');
    if (!spec) return errorPage(response, 404);
    const base = `/r/${spec.id}`;
    const target = spec.redirectTarget
      ? `${hosts[spec.redirectTarget[0]]?.origin}${spec.redirectTarget[1]}`
      : '';
    switch (spec.kind) {
      case 'file':
      case 'slow':
        return this.serveFile(request, response, spec.sizeBytes, spec.contentType);
      case 'flaky':
        if (!this.flakyServed.has(spec.id)) {
          this.flakyServed.add(spec.id);
          return errorPage(response, 503);
        }
        return this.serveFile(request, response, spec.sizeBytes, spec.contentType);
      case 'missing':
        return errorPage(response, 404);
      case 'gone':
        return errorPage(response, 410);
      case 'loop':
        return redirect(response, path === base ? `${base}/loop` : base);
      case 'redirect':
      case 'redirect-dead': {
        const hop = Number(/\/hop\/(\d+)$/.exec(path)?.[1] ?? 0);
        return redirect(response, hop + 1 < spec.hops ? `${base}/hop/${hop + 1}` : target);
      }
    }
  }

  private serveFile(
    request: IncomingMessage,
    response: ServerResponse,
    size: number,
    contentType: string,
  ): void {
    if (request.method === 'HEAD') {
      response.writeHead(200, { 'content-type': contentType, 'content-length': size }).end();
      return;
    }
    if (this.profile.honoursRange && request.headers.range === 'bytes=0-0') {
      response
        .writeHead(206, {
          'content-type': contentType,
          'content-length': 1,
          'content-range': `bytes 0-0/${size}`,
        })
        .end('x');
      this.stats.bodyBytes += 1;
      return;
    }
    response.writeHead(200, { 'content-type': contentType, 'content-length': size });
    void this.stream(response, size);
  }

  /** Sends a body at the host's bandwidth, as a remote server would, until done or cut off. */
  private async stream(response: ServerResponse, size: number): Promise<void> {
    const chunk = Buffer.alloc(chunkBytes, 0x61);
    const chunkMs = (chunkBytes / this.profile.bytesPerSecond) * 1000;
    let sent = 0;
    for (;;) {
      const length = Math.min(chunkBytes, size - sent);
      sent += length;
      this.stats.bodyBytes += length;
      const data = length === chunkBytes ? chunk : chunk.subarray(0, length);
      // The last chunk ends the response at once, as a real server does.
      if (sent >= size) return void response.end(data);
      response.write(data);
      await sleep(chunkMs);
      if (response.destroyed) return;
    }
  }

  private acquireWorker(): Promise<void> {
    if (this.busyWorkers < this.profile.workers) {
      this.busyWorkers += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.queue.push(resolve));
  }

  private releaseWorker(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.busyWorkers -= 1;
  }
}

function errorPage(response: ServerResponse, status: number): void {
  const body = `<!doctype html><title>${status}</title><h1>${status}</h1><p>${'Sorry. '.repeat(60)}</p>`;
  response
    .writeHead(status, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(body) })
    .end(body);
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { location, 'content-length': 0 }).end();
}

function emptyStats(): HostStats {
  return { requests: 0, heads: 0, gets: 0, rateLimited: 0, bodyBytes: 0, maxHostConcurrency: 0 };
}

async function listen(server: Server, host: string): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return `http://${host}:${(server.address() as AddressInfo).port}`;
}

async function main(): Promise<void> {
  const random = seededRandom(20_250_401);
  const profiles = planHosts(random);
  const specs = planUrls(random);
  const stats = emptyStats();
  const hosts = profiles.map(
    (profile) =>
      new HostServer(
        profile,
        specs.filter((spec) => spec.host === profile.index),
        stats,
      ),
  );
  await Promise.all(
    hosts.map(async (host) => {
      const server = createServer(
        (request, response) => void host.handle(request, response, hosts),
      );
      server.keepAliveTimeout = 5_000;
      host.origin = await listen(server, `127.0.1.${host.profile.index + 1}`);
    }),
  );
  const urls: BenchUrl[] = specs.map((spec) => ({
    url: `${hosts[spec.host]?.origin}/r/${spec.id}`,
    truth: spec.truth,
    kind: spec.kind,
  }));
  const indexHtml = `<!doctype html><ul>${urls.map((entry) => `<li><a href="${entry.url}">x</a></li>`).join('\n')}</ul>`;
  const indexServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(indexHtml);
  });
  const indexUrl = `${await listen(indexServer, '127.0.0.1')}/`;

  const send = (message: HostMessage) => process.send?.(message);
  process.on('message', (message: ControlMessage) => {
    if (message.type === 'reset') {
      Object.assign(stats, emptyStats());
      for (const host of hosts) host.reset();
      send({ type: 'reset-done' });
    } else if (message.type === 'stats') {
      send({ type: 'stats', stats });
    } else {
      process.exit(0);
    }
  });
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready', urls, indexUrl });
}

void main();
