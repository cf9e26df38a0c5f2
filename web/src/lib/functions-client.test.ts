import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemGetSettings } from '@contract/functions/system';
import { callContract, callFunction, FunctionsError } from './functions-client';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

/** A real HTTP server whose answer each test picks by function name. */
const handlers = new Map<string, Handler>();
const received: { url: string; method: string; body: string; contentType: string | undefined }[] =
  [];
let server: Server;
let baseUrl: string;

function answer(status: number, body: string, contentType = 'application/json'): Handler {
  return (_request, _body, response) => {
    response.writeHead(status, { 'content-type': contentType });
    response.end(body);
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        url: request.url ?? '',
        method: request.method ?? '',
        body,
        contentType: request.headers['content-type'],
      });
      const name = decodeURIComponent(
        (request.url ?? '').replace('/api/functions/', '').split('?')[0]!,
      );
      const handle = handlers.get(name) ?? answer(404, '{}');
      handle(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failureOf(promise: Promise<unknown>): Promise<FunctionsError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(FunctionsError);
  return error as FunctionsError;
}

describe('callFunction', () => {
  it('posts {data} as JSON to /api/functions/{name} and returns result', async () => {
    handlers.set('demo.echo', (_request, body, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ result: JSON.parse(body) }));
    });
    const result = await callFunction('demo.echo', { keyword: '人口' }, { baseUrl });
    expect(result).toEqual({ data: { keyword: '人口' } });
    expect(received.at(-1)).toMatchObject({
      url: '/api/functions/demo.echo',
      method: 'POST',
      contentType: 'application/json',
    });
  });

  it('posts a file as the body, its data as JSON in the query, for a function that takes one', async () => {
    handlers.set('demo.upload', (request, body, response) => {
      const data = new URL(request.url ?? '', baseUrl).searchParams.get('data');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ result: { data: JSON.parse(data ?? 'null'), body } }));
    });
    const file = new Blob(['名前,タイトル\r\n'], { type: 'text/csv' });
    const result = await callFunction('demo.upload', { fileName: '一覧.csv' }, { baseUrl, file });
    expect(result).toEqual({ data: { fileName: '一覧.csv' }, body: '名前,タイトル\r\n' });
    expect(received.at(-1)).toMatchObject({
      method: 'POST',
      contentType: 'application/octet-stream',
    });
  });

  it('reads the answer from data as well as from result', async () => {
    handlers.set('demo.data', answer(200, JSON.stringify({ data: [1, 2] })));
    handlers.set('demo.null', answer(200, JSON.stringify({ result: null })));
    expect(await callFunction('demo.data', {}, { baseUrl })).toEqual([1, 2]);
    expect(await callFunction('demo.null', {}, { baseUrl })).toBeNull();
  });

  const table: [number, string][] = [
    [400, 'invalid-argument'],
    [401, 'unauthenticated'],
    [403, 'permission-denied'],
    [404, 'not-found'],
    [409, 'aborted'],
    [429, 'resource-exhausted'],
    [499, 'cancelled'],
    [500, 'internal'],
    [501, 'unimplemented'],
    [503, 'unavailable'],
    [504, 'deadline-exceeded'],
    [418, 'unknown'],
    [502, 'unknown'],
  ];
  it.each(table)(
    'maps HTTP %i to %s, keeping the message and details of the body',
    async (status, code) => {
      const body = {
        error: {
          status: 'WHATEVER',
          message: `failed with ${status}`,
          details: { reason: 'someReason' },
        },
      };
      handlers.set(`demo.status${status}`, answer(status, JSON.stringify(body)));
      const error = await failureOf(callFunction(`demo.status${status}`, {}, { baseUrl }));
      expect({ code: error.code, message: error.message, details: error.details }).toEqual({
        code,
        message: `failed with ${status}`,
        details: { reason: 'someReason' },
      });
    },
  );

  it('maps an error status by the status alone when its body is not JSON', async () => {
    handlers.set('demo.gateway', answer(503, '<html>Service Unavailable</html>', 'text/html'));
    const error = await failureOf(callFunction('demo.gateway', {}, { baseUrl }));
    expect(error.code).toBe('unavailable');
    expect(error.details).toBeUndefined();
  });

  it('gives internal when the network fails', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failureOf(callFunction('demo.any', {}, { baseUrl: deadUrl }));
    expect(error.code).toBe('internal');
  });

  it('gives internal "Response is not valid JSON object." for a success that is not a JSON object', async () => {
    for (const [name, body] of [
      ['demo.html', '<html></html>'],
      ['demo.array', '[1]'],
      ['demo.empty', ''],
    ] as const) {
      handlers.set(name, answer(200, body));
      const error = await failureOf(callFunction(name, {}, { baseUrl }));
      expect({ code: error.code, message: error.message }, name).toEqual({
        code: 'internal',
        message: 'Response is not valid JSON object.',
      });
    }
  });

  it('gives internal "Response is missing data field." for a JSON object without data or result', async () => {
    handlers.set('demo.nofield', answer(200, JSON.stringify({ value: 1 })));
    const error = await failureOf(callFunction('demo.nofield', {}, { baseUrl }));
    expect({ code: error.code, message: error.message }).toEqual({
      code: 'internal',
      message: 'Response is missing data field.',
    });
  });

  it('gives deadline-exceeded when no answer comes within the time-out', async () => {
    handlers.set('demo.silent', () => {
      // Never answers: the client's time-out must end the call.
    });
    const error = await failureOf(callFunction('demo.silent', {}, { baseUrl, timeoutMs: 50 }));
    expect(error.code).toBe('deadline-exceeded');
  });

  it('waits 70 s by default before it gives deadline-exceeded', async () => {
    let arrived!: () => void;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    // Never answers: only the default time-out can end the call.
    handlers.set('demo.slow', () => arrived());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let outcome: FunctionsError | undefined;
      const call = failureOf(callFunction('demo.slow', {}, { baseUrl })).then(
        (error) => (outcome = error),
      );
      await requestArrived;
      await vi.advanceTimersByTimeAsync(69_999);
      expect(outcome).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect((await call).code).toBe('deadline-exceeded');
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives cancelled when the caller aborts', async () => {
    handlers.set('demo.held', () => {});
    const controller = new AbortController();
    const call = callFunction('demo.held', {}, { baseUrl, signal: controller.signal });
    controller.abort();
    expect((await failureOf(call)).code).toBe('cancelled');
  });
});

describe('callContract', () => {
  it('calls the function a contract names and returns its typed result', async () => {
    handlers.set(
      'system.getSettings',
      answer(200, JSON.stringify({ result: { enableRegistrations: false } })),
    );
    const settings = await callContract(systemGetSettings, {}, { baseUrl });
    expect(settings.enableRegistrations).toBe(false);
    expect(received.at(-1)?.url).toBe('/api/functions/system.getSettings');
  });
});
