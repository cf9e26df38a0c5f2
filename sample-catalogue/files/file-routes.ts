import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CatalogueStore } from '../store/catalogue-store.js';
import {
  findSampleFile,
  generatedFileBytes,
  peopleListBytes,
  peopleListMaxRows,
  sampleFileBytes,
} from './file-catalogue.js';

/** Answers GET and HEAD with the bytes, honouring a single `Range: bytes=a-b` (link checkers use 0-0). */
function sendBytes(
  request: IncomingMessage,
  response: ServerResponse,
  bytes: Buffer,
  contentType: string,
): void {
  const headers: Record<string, string | number> = {
    'content-type': contentType,
    'accept-ranges': 'bytes',
    'last-modified': 'Mon, 01 Apr 2024 00:00:00 GMT',
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(request.headers.range ?? ''));
  let status = 200;
  let body = bytes;
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, bytes.length - Number(range[2]));
    const end =
      range[1] && range[2] ? Math.min(Number(range[2]), bytes.length - 1) : bytes.length - 1;
    if (start >= bytes.length || start > end) {
      response.writeHead(416, { 'content-range': `bytes */${bytes.length}` });
      response.end();
      return;
    }
    status = 206;
    body = bytes.subarray(start, end + 1);
    headers['content-range'] = `bytes ${start}-${end}/${bytes.length}`;
  }
  headers['content-length'] = body.length;
  response.writeHead(status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

function plain(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  response.end(text);
}

/**
 * /files/{name}: the files resources point at. /links/*: links that are dead or odd on purpose
 * (see README.md). Returns false for paths it does not own.
 */
export function handleFileRequest(
  store: CatalogueStore,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  slowLinkMs: number,
): boolean {
  const path = url.pathname;
  if (path.startsWith('/files/')) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      plain(response, 405, 'Method Not Allowed', { allow: 'GET, HEAD' });
      return true;
    }
    const generated = /^\/files\/generated\/(\d+)\.csv$/.exec(path);
    if (generated) {
      sendBytes(
        request,
        response,
        generatedFileBytes(Number(generated[1])),
        'text/csv; charset=utf-8',
      );
      return true;
    }
    const people = /^\/files\/people\/(\d+)\.csv$/.exec(path);
    if (people && Number(people[1]) <= peopleListMaxRows) {
      sendBytes(request, response, peopleListBytes(Number(people[1])), 'text/csv; charset=utf-8');
      return true;
    }
    const file = findSampleFile(decodeURIComponent(path.slice('/files/'.length)));
    if (!file) {
      plain(response, 404, 'Not Found');
      return true;
    }
    sampleFileBytes(file).then(
      (bytes) => sendBytes(request, response, bytes, file.contentType),
      (error: unknown) => {
        console.error('sample catalogue: building a file failed', error);
        plain(response, 500, 'Internal Server Error');
      },
    );
    return true;
  }
  switch (path) {
    case '/links/not-found.csv':
      plain(response, 404, 'Not Found');
      return true;
    case '/links/gone.csv':
      plain(response, 410, 'Gone');
      return true;
    case '/links/server-error.csv':
      plain(response, 500, 'Internal Server Error');
      return true;
    case '/links/loop-a.csv':
      plain(response, 302, 'Found', { location: '/links/loop-b.csv' });
      return true;
    case '/links/loop-b.csv':
      plain(response, 302, 'Found', { location: '/links/loop-a.csv' });
      return true;
    case '/links/moved.csv':
      plain(response, 301, 'Moved Permanently', {
        location: `${store.siteUrl}/files/hinanjo-ichiran.csv`,
      });
      return true;
    case '/links/no-head.csv':
      if (request.method === 'HEAD') plain(response, 405, '', { allow: 'GET' });
      else sendBytes(request, response, generatedFileBytes(0), 'text/csv; charset=utf-8');
      return true;
    case '/links/slow.csv': {
      const timer = setTimeout(
        () => sendBytes(request, response, generatedFileBytes(1), 'text/csv; charset=utf-8'),
        slowLinkMs,
      );
      response.on('close', () => clearTimeout(timer));
      return true;
    }
    default:
      return false;
  }
}
