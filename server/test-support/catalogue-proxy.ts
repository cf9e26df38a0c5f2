import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenAction {
  action: string;
  method: string;
  /** The JSON body of a POST (what we sent CKAN), or the query of a GET. */
  body: Record<string, unknown>;
}

export interface CatalogueProxy {
  /** Give this to an instance instead of the catalogue's own URL. */
  url: string;
  /** Every Action API call that went through, in order. */
  seen: SeenAction[];
  /** The most Action API calls that were in flight at one time. */
  mostAtOnce(): number;
  /** Calls of one action, e.g. writes('package_patch'). */
  calls(action: string): SeenAction[];
  /** The next call of `action` gets this answer instead of reaching the catalogue. */
  failNext(action: string, status: number, body: string, contentType?: string): void;
  /** The next call of `action` waits, once it has `reached` the proxy, until `release()`. */
  holdNext(action: string): { reached: Promise<void>; release(): void };
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A real HTTP server in front of the sample catalogue that records what Catalogue Steward sends
 * (to see that a push carried only the changed fields), can make one call fail (a CKAN 500) and
 * can hold one call (to see what happens meanwhile).
 */
export async function startCatalogueProxy(targetUrl: string): Promise<CatalogueProxy> {
  const seen: SeenAction[] = [];
  const failures = new Map<string, { status: number; body: string; contentType: string }[]>();
  const holds = new Map<string, { arrive(): void; released: Promise<void> }>();
  let inFlight = 0;
  let mostAtOnce = 0;
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://proxy.invalid');
      const action = /\/api\/(?:3\/)?action\/([^/?]+)/.exec(url.pathname)?.[1];
      if (action) {
        inFlight += 1;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        response.once('close', () => (inFlight -= 1));
      }
      const body = await bodyOf(request);
      if (action) {
        let parsed: Record<string, unknown> = Object.fromEntries(url.searchParams);
        if (body.length > 0) {
          try {
            parsed = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
          } catch {
            parsed = { raw: body.toString('utf8') };
          }
        }
        seen.push({ action, method: request.method ?? 'GET', body: parsed });
        const hold = holds.get(action);
        if (hold) {
          holds.delete(action);
          hold.arrive();
          await hold.released;
        }
        const failure = failures.get(action)?.shift();
        if (failure) {
          response.writeHead(failure.status, { 'content-type': failure.contentType });
          response.end(failure.body);
          return;
        }
      }
      const headers: Record<string, string> = {};
      for (const name of [
        'authorization',
        'content-type',
        'x-ckan-api-key',
        'user-agent',
        'range',
      ]) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const answer = await fetch(new URL(url.pathname + url.search, targetUrl), {
        method: request.method ?? 'GET',
        headers,
        ...(body.length > 0 ? { body } : {}),
        redirect: 'manual',
      });
      const answerHeaders: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (
          !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)
        )
          answerHeaders[name] = value;
      });
      response.writeHead(answer.status, answerHeaders);
      response.end(Buffer.from(await answer.arrayBuffer()));
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    calls: (action) => seen.filter((call) => call.action === action),
    mostAtOnce: () => mostAtOnce,
    failNext(action, status, body, contentType = 'application/json;charset=utf-8') {
      const queue = failures.get(action) ?? [];
      queue.push({ status, body, contentType });
      failures.set(action, queue);
    },
    holdNext(action) {
      let arrive = () => {};
      let release = () => {};
      const reached = new Promise<void>((resolve) => (arrive = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.set(action, { arrive, released });
      return { reached, release };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
