import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadFile, type DownloadOptions } from './download-file.js';

const body = Buffer.from('氏名,電話\n山田太郎,090-1234-5678\n');
/** The Authorization header each path last received. */
const authorizationSeen = new Map<string, string | undefined>();

/** A real server on a free port, one route per behaviour. */
function startServer(): Promise<Server> {
  const routes: Record<string, (response: ServerResponse) => void> = {
    '/file.csv': (response) => {
      response.writeHead(200, {
        'content-type': 'text/csv',
        'content-length': body.length,
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('名簿.csv')}`,
      });
      response.end(body);
    },
    '/hop1': (response) => redirect(response, '/hop2'),
    '/hop2': (response) => redirect(response, '/file.csv'),
    '/loop': (response) => redirect(response, '/loop'),
    '/to-ftp': (response) => redirect(response, 'ftp://example.org/file.csv'),
    '/declared-large': (response) => {
      response.writeHead(200, { 'content-length': 10_000 });
      response.end(Buffer.alloc(10_000));
    },
    '/streamed-large': (response) => {
      // Chunked, no length: only counting the bytes read can catch it.
      response.writeHead(200, { 'content-type': 'text/plain' });
      for (let i = 0; i < 20; i += 1) response.write(Buffer.alloc(1000, 'a'));
      response.end();
    },
    '/missing': (response) => {
      response.writeHead(404);
      response.end('not here');
    },
    '/private.csv': (response) => {
      if (authorizationSeen.get('/private.csv') !== 'catalogue-token') {
        response.writeHead(403);
        response.end('Not authorized to read resource');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/csv' });
      response.end(body);
    },
    '/hang': () => {
      // Never answers: the time-out must end the download.
    },
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url!, 'http://x');
    authorizationSeen.set(url.pathname, request.headers.authorization);
    if (url.searchParams.has('to')) return redirect(response, url.searchParams.get('to')!);
    const route = routes[url.pathname];
    if (route) route(response);
    else {
      response.writeHead(500);
      response.end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { location });
  response.end();
}

describe('downloading a resource file for a check', () => {
  let server: Server;
  let base: string;
  const options: DownloadOptions = {
    maxBytes: 5_000,
    timeoutMs: 5_000,
    allowPrivateAddresses: true,
    userAgent: 'test',
  };

  beforeAll(async () => {
    server = await startServer();
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const failure = (url: string, overrides: Partial<DownloadOptions> = {}) =>
    downloadFile(url, { ...options, ...overrides }).then(
      () => expect.fail('the download should have failed'),
      (error: { code: string; params: Record<string, unknown>; message: string }) => error,
    );

  it('follows redirects to a temporary file, named as the server names it, and removes it', async () => {
    const file = await downloadFile(`${base}/hop1`, options);
    expect(readFileSync(file.path)).toEqual(body);
    expect(file).toMatchObject({
      bytes: body.length,
      contentType: 'text/csv',
      fileName: '名簿.csv',
      finalUrl: `${base}/file.csv`,
    });
    await file.remove();
    expect(existsSync(file.path)).toBe(false);
  });

  it("sends the user's catalogue key to the catalogue's own origin only, never where a redirect leads", async () => {
    const catalogueCredentials = { origin: base, apiKey: 'catalogue-token' };
    expect(await failure(`${base}/private.csv`)).toMatchObject({ params: { status: 403 } });
    const file = await downloadFile(`${base}/private.csv`, { ...options, catalogueCredentials });
    expect(readFileSync(file.path)).toEqual(body);
    await file.remove();

    const port = (server.address() as AddressInfo).port;
    const elsewhere = `http://localhost:${port}/file.csv`;
    const redirected = await downloadFile(`${base}/go?to=${encodeURIComponent(elsewhere)}`, {
      ...options,
      catalogueCredentials,
    });
    await redirected.remove();
    expect(redirected.finalUrl).toBe(elsewhere);
    expect(authorizationSeen.get('/go')).toBe('catalogue-token');
    expect(authorizationSeen.get('/file.csv')).toBeUndefined();
  });

  it('refuses too many redirects and non-http targets', async () => {
    expect(await failure(`${base}/loop`)).toMatchObject({
      code: 'tooManyRedirects',
      params: { max: 5 },
    });
    expect((await failure(`${base}/to-ftp`)).code).toBe('invalidUrl');
    expect((await failure('file:///etc/passwd')).code).toBe('invalidUrl');
    expect((await failure('  ')).code).toBe('noUrl');
  });

  it('refuses a file over the limit, whether the server declares its size or not', async () => {
    const declared = await failure(`${base}/declared-large`);
    expect(declared).toMatchObject({ code: 'tooLarge', params: { maxBytes: 5_000 } });
    expect(declared.message).toMatch(/10000 bytes.*5000/);
    expect(await failure(`${base}/streamed-large`)).toMatchObject({ code: 'tooLarge' });
  });

  it('reports the HTTP status of an error answer', async () => {
    expect(await failure(`${base}/missing`)).toMatchObject({
      code: 'httpStatus',
      params: { status: 404 },
    });
  });

  it('gives up after the time-out', async () => {
    expect(await failure(`${base}/hang`, { timeoutMs: 300 })).toMatchObject({
      code: 'timeout',
      params: { seconds: 1 },
    });
  });

  it('refuses loopback and private addresses unless allowed, by literal address or by name', async () => {
    const strict = { allowPrivateAddresses: false };
    expect(await failure(`${base}/file.csv`, strict)).toMatchObject({ code: 'blockedAddress' });
    const port = (server.address() as AddressInfo).port;
    expect((await failure(`http://localhost:${port}/file.csv`, strict)).code).toBe(
      'blockedAddress',
    );
    expect((await failure('http://169.254.169.254/latest/meta-data/', strict)).code).toBe(
      'blockedAddress',
    );
  });

  it('says when a host does not resolve or does not answer', async () => {
    expect((await failure('http://opendata.example.invalid/file.csv')).code).toBe('hostNotFound');
    expect((await failure('http://127.0.0.1:1/file.csv')).code).toBe('unreachable');
  });
});
