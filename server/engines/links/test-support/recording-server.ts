import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** performance.now() when the request arrived. */
  at: number;
}

/** Counts requests in flight over several servers (global concurrency seen from the outside). */
export class ConcurrencyMeter {
  active = 0;
  max = 0;
  enter(): void {
    this.active += 1;
    this.max = Math.max(this.max, this.active);
  }
  leave(): void {
    this.active -= 1;
  }
}

export type RouteHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  recorded: RecordedRequest,
) => void;

export interface RecordingServer {
  /** An absolute URL on this server, e.g. url('/a') → http://127.0.0.1:41234/a */
  url(path: string): string;
  readonly host: string;
  readonly port: number;
  readonly requests: RecordedRequest[];
  /** Largest number of requests this server was answering at the same time. */
  readonly maxConcurrency: number;
  close(): Promise<void>;
}

/**
 * A real HTTP server on an ephemeral port that records what a checker asks and how many requests
 * it had in flight at once, so politeness is measured where it matters: at the server.
 * `routes` maps a path (without query) to a handler; unknown paths answer 404.
 */
export async function startRecordingServer(
  routes: Record<string, RouteHandler>,
  options: { host?: string; port?: number; meter?: ConcurrencyMeter } = {},
): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  let active = 0;
  let maxConcurrency = 0;
  const server: Server = createServer((request, response) => {
    const recorded: RecordedRequest = {
      method: request.method ?? '',
      path: request.url ?? '',
      headers: request.headers,
      at: performance.now(),
    };
    requests.push(recorded);
    active += 1;
    maxConcurrency = Math.max(maxConcurrency, active);
    options.meter?.enter();
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      active -= 1;
      options.meter?.leave();
    };
    response.on('finish', done);
    response.on('close', done);
    const handler = routes[(request.url ?? '').split('?')[0] ?? ''];
    if (handler) handler(request, response, recorded);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://${host}:${port}${path}`,
    host,
    port,
    requests,
    get maxConcurrency() {
      return maxConcurrency;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers after `ms`, unless the client went away first. */
export function after(ms: number, answer: (response: ServerResponse) => void): RouteHandler {
  return (_request, response) => {
    const timer = setTimeout(() => answer(response), ms);
    response.on('close', () => clearTimeout(timer));
  };
}

export const ok: RouteHandler = (_request, response) => {
  response
    .writeHead(200, { 'content-type': 'text/csv', 'content-length': '11' })
    .end('a,b\n1,2\n3,4');
};

export function status(code: number, headers: Record<string, string> = {}): RouteHandler {
  return (_request, response) => {
    response.writeHead(code, { 'content-type': 'text/plain', ...headers }).end(String(code));
  };
}

export function redirect(to: string, code = 302): RouteHandler {
  return (_request, response) => {
    response.writeHead(code, { location: to }).end();
  };
}
