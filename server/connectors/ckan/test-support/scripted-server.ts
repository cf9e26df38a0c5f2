import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Reply = (request: SeenRequest, response: ServerResponse) => void;

/** A local HTTP server on a free port that answers each request with the next scripted reply. */
export async function startScriptedServer(replies: Reply[] | Reply): Promise<{
  url: string;
  seen: SeenRequest[];
  close: () => Promise<void>;
}> {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://local');
      const request = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(request);
      const reply =
        typeof replies === 'function'
          ? replies
          : replies[Math.min(seen.length, replies.length) - 1];
      reply?.(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const replyJson =
  (status: number, body: string, headers: Record<string, string> = {}): Reply =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
    response.end(body);
  };

export const replyText =
  (status: number, contentType: string, body: string): Reply =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': contentType });
    response.end(body);
  };

/** Never answers: for time-outs. */
export const replyNever: Reply = () => undefined;
