import { describe, expect, it } from 'vitest';
import { checkLinks } from './check-links.js';
import { checkOne, local, useRecordingServers } from './test-support/local-checks.js';
import { ok, redirect, status, type RouteHandler } from './test-support/recording-server.js';

const serve = useRecordingServers();

describe('checkLinks: HEAD, then a ranged GET', () => {
  it('asks HEAD only when HEAD works, and reports type and size', async () => {
    const server = await serve({ '/data.csv': ok });
    const result = await checkOne(server.url('/data.csv'));
    expect(result).toMatchObject({ status: 'alive', reason: 'ok', httpStatus: 200, redirects: 0 });
    expect(result).toMatchObject({ contentType: 'text/csv', contentLength: 11 });
    expect(server.requests.map((request) => request.method)).toEqual(['HEAD']);
    expect(Date.parse(result.checkedAt)).not.toBeNaN();
  });

  it('falls back to GET for the first byte when HEAD is refused with 405', async () => {
    const server = await serve({
      '/file': (request, response) => {
        if (request.method === 'HEAD') return void response.writeHead(405).end();
        response
          .writeHead(206, {
            'content-type': 'application/pdf',
            'content-range': 'bytes 0-0/52000',
            'content-length': '1',
          })
          .end('%');
      },
    });
    const result = await checkOne(server.url('/file'));
    expect(result).toMatchObject({
      status: 'alive',
      httpStatus: 206,
      contentType: 'application/pdf',
      contentLength: 52000,
    });
    expect(server.requests.map((request) => [request.method, request.headers.range])).toEqual([
      ['HEAD', undefined],
      ['GET', 'bytes=0-0'],
    ]);
  });

  it('stops asking HEAD of a host that refused it twice', async () => {
    const refusesHead: RouteHandler = (request, response) => {
      if (request.method === 'HEAD') return void response.writeHead(405).end();
      response.writeHead(206, { 'content-range': 'bytes 0-0/10', 'content-length': '1' }).end('a');
    };
    const server = await serve({
      '/1': refusesHead,
      '/2': refusesHead,
      '/3': refusesHead,
      '/4': refusesHead,
    });
    const urls = ['/1', '/2', '/3', '/4'].map((path) => server.url(path));
    const results = await checkLinks(urls, { ...local, perHostConcurrency: 1 });
    expect(results.every((result) => result.status === 'alive')).toBe(true);
    // Two URLs ask HEAD (perHost 1 lets the second start while the first waits for its GET);
    // once both were refused HEAD and answered GET, the others ask GET only.
    expect(server.requests.map((request) => request.method)).toEqual([
      'HEAD',
      'HEAD',
      'GET',
      'GET',
      'GET',
      'GET',
    ]);
  });

  it('does not download a file from a server that ignores Range', async () => {
    const fileBytes = 64 * 1024 * 1024;
    let bytesSent = 0;
    let clientLeft: () => void = () => undefined;
    const clientGone = new Promise<void>((resolve) => (clientLeft = resolve));
    const server = await serve({
      '/big.zip': (request, response) => {
        if (request.method === 'HEAD') return void response.writeHead(403).end();
        response.writeHead(200, {
          'content-type': 'application/zip',
          'content-length': String(fileBytes),
        });
        const chunk = Buffer.alloc(64 * 1024);
        const pump = () => {
          while (bytesSent < fileBytes && !response.destroyed) {
            bytesSent += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', pump);
          }
          response.end();
        };
        response.on('close', clientLeft);
        pump();
      },
    });
    const result = await checkOne(server.url('/big.zip'));
    await clientGone;
    expect(result).toMatchObject({ status: 'alive', httpStatus: 200, contentLength: fileBytes });
    expect(bytesSent).toBeLessThan(fileBytes / 4);
  });

  it('treats 416 on the ranged GET as an empty file that exists', async () => {
    const server = await serve({
      '/empty': (request, response) => {
        if (request.method === 'HEAD') return void response.writeHead(501).end();
        response.writeHead(416, { 'content-range': 'bytes */0' }).end();
      },
    });
    expect(await checkOne(server.url('/empty'))).toMatchObject({
      status: 'alive',
      reason: 'ok',
      httpStatus: 416,
    });
  });
});

describe('checkLinks: dead answers', () => {
  it.each([404, 410])('calls %i dead after confirming it with GET', async (code) => {
    const server = await serve({ '/gone': status(code) });
    const result = await checkOne(server.url('/gone'));
    expect(result).toMatchObject({ status: 'dead', reason: 'http-status', httpStatus: code });
    expect(result.contentLength).toBeUndefined();
    expect(server.requests.map((request) => request.method)).toEqual(['HEAD', 'GET']);
  });

  it('calls an unparsable URL dead and an ftp: URL unknown, without a request', async () => {
    const results = await checkLinks(['not a url', 'ftp://example.org/file.csv'], local);
    expect(results).toMatchObject([
      { url: 'not a url', status: 'dead', reason: 'invalid-url' },
      { url: 'ftp://example.org/file.csv', status: 'unknown', reason: 'unsupported-scheme' },
    ]);
  });
});

describe('checkLinks: redirects', () => {
  it('follows a chain to its end', async () => {
    const server = await serve({
      '/a': redirect('/b', 301),
      '/b': redirect('/c?x=1', 307),
      '/c': ok,
    });
    const result = await checkOne(server.url('/a'));
    expect(result).toMatchObject({ status: 'alive', redirects: 2, finalUrl: server.url('/c?x=1') });
  });

  it('stops a loop as soon as a URL comes back', async () => {
    const server = await serve({ '/one': redirect('/two'), '/two': redirect('/one') });
    const result = await checkOne(server.url('/one'));
    expect(result).toMatchObject({ status: 'dead', reason: 'redirect-loop', redirects: 2 });
    expect(server.requests).toHaveLength(2);
  });

  it('gives up after maxRedirects', async () => {
    const routes = Object.fromEntries(
      Array.from({ length: 20 }, (_, hop) => [`/hop/${hop}`, redirect(`/hop/${hop + 1}`)]),
    );
    const server = await serve(routes);
    const result = await checkOne(server.url('/hop/0'), { maxRedirects: 10 });
    expect(result).toMatchObject({ status: 'dead', reason: 'too-many-redirects', redirects: 11 });
    expect(server.requests).toHaveLength(11);
  });

  it('reports the end of a chain that ends dead', async () => {
    const server = await serve({ '/moved': redirect('/missing') });
    const result = await checkOne(server.url('/moved'));
    expect(result).toMatchObject({
      status: 'dead',
      httpStatus: 404,
      redirects: 1,
      finalUrl: server.url('/missing'),
    });
  });
});

describe('checkLinks: one request per distinct URL', () => {
  it('asks once for strings naming the same URL and answers each string', async () => {
    const server = await serve({ '/x': ok });
    const inputs = [
      server.url('/x'),
      server.url('/x'),
      `${server.url('/x')}#section`,
      server.url('/x').toUpperCase().replace('/X', '/x'),
    ];
    const results = await checkLinks(inputs, local);
    expect(results.map((result) => result.url)).toEqual([inputs[0], inputs[2], inputs[3]]);
    expect(results.every((result) => result.status === 'alive')).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  it('reads an async stream, reports each result once and counts progress', async () => {
    const server = await serve({ '/a': ok, '/b': status(410) });
    async function* urls() {
      yield server.url('/a');
      yield server.url('/b');
      yield server.url('/a');
    }
    const reported: string[] = [];
    const progress: [number, number][] = [];
    const results = await checkLinks(urls(), {
      ...local,
      onResult: async (result) => void reported.push(`${result.url} ${result.status}`),
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(results.map((result) => result.status)).toEqual(['alive', 'dead']);
    expect(reported.sort()).toEqual([`${server.url('/a')} alive`, `${server.url('/b')} dead`]);
    expect(progress.at(-1)).toEqual([2, 2]);
  });

  it('names the product in its User-Agent', async () => {
    const server = await serve({ '/a': ok });
    await checkOne(server.url('/a'));
    expect(server.requests[0]?.headers['user-agent']).toMatch(
      /^CatalogueSteward\/\S+ \(.*https?:\/\//,
    );
  });
});

describe('checkLinks: stopping', () => {
  it('rejects with the reason when the signal aborts, and stops asking', async () => {
    const server = await serve({
      '/slow': (_request, response) => void response.on('close', () => undefined),
    });
    const controller = new AbortController();
    const running = checkLinks([server.url('/slow')], { ...local, signal: controller.signal });
    await expect.poll(() => server.requests.length).toBe(1);
    controller.abort(new Error('job cancelled'));
    await expect(running).rejects.toThrow('job cancelled');
  });

  it('rejects when onResult fails, so a job does not lose results silently', async () => {
    const server = await serve({ '/a': ok });
    const failing = checkLinks([server.url('/a')], {
      ...local,
      onResult: () => Promise.reject(new Error('database down')),
    });
    await expect(failing).rejects.toThrow('database down');
  });
});
