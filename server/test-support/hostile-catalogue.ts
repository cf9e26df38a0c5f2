import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a broken or hostile CKAN may do to the answers that carry the datasets. */
export const hostileBehaviours = [
  'huge-body',
  'huge-declared-length',
  'slow-drip',
  'redirect-loop',
  'redirect-chain',
  'malformed-json',
  'wrong-types',
  'deep-nesting',
  'nul-and-surrogates',
] as const;
export type HostileBehaviour = (typeof hostileBehaviours)[number];

export interface HostileCatalogue {
  /** Give this to an instance: it serves the real catalogue until told to misbehave. */
  url: string;
  /** From now on, package_search and package_show answer this way; null: pass them through. */
  behave(behaviour: HostileBehaviour | null): void;
  /** Bytes of hostile bodies written so far (what the client let arrive before it hung up). */
  hostileBytesSent(): number;
  close(): Promise<void>;
}

/** Answers that carry datasets: the harvest's listing and fetching. */
const datasetActions = new Set(['package_search', 'package_show']);
const envelopeStart = '{"help":"h","success":true,"result":{"count":1,"results":[';

/**
 * A real HTTP server on 127.0.0.1 in front of the sample catalogue: status_show and the
 * vocabularies always pass through, while the dataset answers can be made huge, slow,
 * redirecting in a loop, malformed, of the wrong types, or full of NULs and lone surrogates.
 */
export async function startHostileCatalogue(targetUrl: string): Promise<HostileCatalogue> {
  let behaviour: HostileBehaviour | null = null;
  let hostileBytes = 0;
  const timers = new Set<NodeJS.Timeout>();
  const write = (response: ServerResponse, text: string) => {
    hostileBytes += Buffer.byteLength(text);
    return response.write(text);
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://hostile.invalid');
    const action = /\/api\/3\/action\/([^/?]+)/.exec(url.pathname)?.[1] ?? '';
    const hostile = behaviour && datasetActions.has(action) ? behaviour : null;
    const answer = hostile
      ? misbehave(hostile, request, response)
      : passThrough(request, response, url, targetUrl, false);
    answer.catch(() => response.destroy());
  });

  async function misbehave(
    kind: HostileBehaviour,
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<void> {
    const json = { 'content-type': 'application/json;charset=utf-8' };
    switch (kind) {
      case 'huge-body': {
        // Valid JSON that never ends, without a length: only counting the bytes stops it.
        response.writeHead(200, json);
        write(response, envelopeStart);
        const chunk = '{"id":"x","name":"padding"},'.repeat(2_000);
        while (!response.destroyed && hostileBytes < 2 ** 30) {
          if (!write(response, chunk)) {
            await new Promise<void>((resolve) => {
              const go = () => {
                response.off('drain', go);
                response.off('close', go);
                resolve();
              };
              response.once('drain', go);
              response.once('close', go);
            });
          }
        }
        return;
      }
      case 'huge-declared-length':
        response.writeHead(200, { ...json, 'content-length': String(2 ** 40) });
        write(response, envelopeStart);
        return;
      case 'slow-drip': {
        // A byte at a time, each soon enough to keep any idle time-out from firing.
        response.writeHead(200, json);
        const timer = setInterval(() => {
          if (response.destroyed) {
            clearInterval(timer);
            timers.delete(timer);
          } else write(response, ' ');
        }, 50);
        timers.add(timer);
        return;
      }
      case 'redirect-loop':
        response.writeHead(302, { location: request.url ?? '/' });
        response.end();
        return;
      case 'redirect-chain': {
        // Always somewhere new, so no loop is seen: only the number of hops stops it.
        const next = new URL(request.url ?? '/', 'http://hostile.invalid');
        next.searchParams.set('hop', String(Number(next.searchParams.get('hop') ?? 0) + 1));
        response.writeHead(307, { location: next.pathname + next.search });
        response.end();
        return;
      }
      case 'malformed-json':
        response.writeHead(200, json);
        response.end(`${envelopeStart}{"id":"cut-off","title":"Half a dat`);
        return;
      case 'wrong-types':
        response.writeHead(200, json);
        response.end('{"help":"h","success":true,"result":{"count":"many","results":{"id":42}}}');
        return;
      case 'deep-nesting': {
        // Half a million nested lists: nothing that walks it may use the call stack.
        const depth = 500_000;
        response.writeHead(200, json);
        response.end(
          `{"help":"h","success":true,"result":${'['.repeat(depth)}${']'.repeat(depth)}}`,
        );
        return;
      }
      case 'nul-and-surrogates':
        await passThrough(
          request,
          response,
          new URL(request.url ?? '/', targetUrl),
          targetUrl,
          true,
        );
        return;
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    behave(next) {
      behaviour = next;
    },
    hostileBytesSent: () => hostileBytes,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearInterval(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Forwards a GET to the sample catalogue; `poison` puts NULs and lone surrogates in its datasets. */
async function passThrough(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  targetUrl: string,
  poison: boolean,
): Promise<void> {
  const headers: Record<string, string> = {};
  if (typeof request.headers.authorization === 'string')
    headers.authorization = request.headers.authorization;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  if (body.length > 0) headers['content-type'] = 'application/json';
  const answer = await fetch(new URL(url.pathname + url.search, targetUrl), {
    method: request.method ?? 'GET',
    headers,
    ...(body.length > 0 ? { body } : {}),
  });
  let text = await answer.text();
  if (poison && answer.ok) text = JSON.stringify(poisoned(JSON.parse(text)));
  response.writeHead(answer.status, { 'content-type': 'application/json;charset=utf-8' });
  response.end(text);
}

/** Every dataset in the answer changed (a newer metadata_modified) and carrying bad characters. */
function poisoned(envelope: { result: unknown }): unknown {
  const result = envelope.result as { results?: unknown[] } & Record<string, unknown>;
  const datasets = Array.isArray(result.results) ? result.results : [result];
  for (const dataset of datasets as Record<string, unknown>[]) {
    dataset.metadata_modified = '2031-01-01T00:00:00.000000';
    if (typeof dataset.title === 'string') dataset.title = `${dataset.title}\u0000 \ud800 end`;
    if (typeof dataset.notes === 'string') dataset.notes = `\udc00${dataset.notes}\u0000`;
    if (Array.isArray(dataset.extras))
      dataset.extras.push({ key: 'nul\u0000key', value: 'lone \ud83d surrogate' });
  }
  return envelope;
}
