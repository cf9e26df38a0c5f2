import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { handleAction } from './action-handler.js';
import { handleFileRequest } from './files/file-routes.js';
import { isResourceHostAddress } from './seed/is-resource-host-address.js';
import type { CatalogueStore } from './store/catalogue-store.js';

function html(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(body);
}

export interface ServerOptions {
  /** How long /links/slow.csv waits before answering. */
  slowLinkMs: number;
  /**
   * How long a request to one of the resource hosts (127.1.x.y) waits before it is answered: the
   * round trip to a site on the internet, which a link check spends most of its time waiting on.
   * Default 0.
   */
  resourceHostLatencyMs?: number;
  /**
   * How long each Action API request waits before it is answered: a catalogue across the
   * internet (the round trip plus its own time). Default 0.
   */
  actionLatencyMs?: number;
}

/** Routes: the Action API, the files resources point at, link fixtures, and a home page naming the stand-in. */
export function createCatalogueServer(
  getStore: () => CatalogueStore | undefined,
  options: ServerOptions,
): Server {
  const latencyMs = options.resourceHostLatencyMs ?? 0;
  const actionLatencyMs = options.actionLatencyMs ?? 0;
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://sample.invalid');
    const store = getStore();
    if (!store) return html(response, 503, '<h1>Starting</h1>');
    const action = /^\/api(?:\/3)?\/action\/([^/]+)\/?$/.exec(url.pathname);
    if (action?.[1]) {
      handleAction(store, decodeURIComponent(action[1]), request, response, url).catch(
        (error: unknown) => {
          console.error('sample catalogue: request failed', error);
          if (!response.headersSent) html(response, 500, '<h1>Internal Server Error</h1>');
        },
      );
      return;
    }
    if (/^\/api(?:\/3)?\/?$/.test(url.pathname)) {
      response.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
      response.end('{"version": 3}');
      return;
    }
    if (handleFileRequest(store, request, response, url, options.slowLinkMs)) return;
    if (url.pathname === '/') {
      return html(
        response,
        200,
        `<!doctype html><meta charset="utf-8"><title>${store.siteTitle}</title><h1>${store.siteTitle}</h1>` +
          '<p>A stand-in for a CKAN catalogue, for Catalogue Steward tests and demos. Every dataset and file here is invented.</p>' +
          '<p>Action API: <code>/api/3/action/status_show</code></p>',
      );
    }
    html(
      response,
      404,
      '<!doctype html><title>Not Found</title><h1>Not Found</h1><p>The requested URL was not found on the server.</p>',
    );
  };
  return createServer((request, response) => {
    if (latencyMs > 0 && isResourceHostAddress(request.socket.localAddress)) {
      setTimeout(() => handle(request, response), latencyMs);
    } else if (actionLatencyMs > 0 && request.url?.startsWith('/api/')) {
      setTimeout(() => handle(request, response), actionLatencyMs);
    } else {
      handle(request, response);
    }
  });
}
