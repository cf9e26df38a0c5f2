import type { IncomingMessage, ServerResponse } from 'node:http';
import { ActionError, BadRequest } from './actions/action-errors.js';
import { actions } from './actions/registry.js';
import { RawJson } from './actions/raw-json.js';
import { readBody, requestData } from './actions/request-data.js';
import type { CatalogueStore } from './store/catalogue-store.js';

const jsonType = 'application/json;charset=utf-8';

function send(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, {
    'content-type': jsonType,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-cache',
  });
  response.end(body);
}

/** The token CKAN 2.10 reads: `Authorization` as is (a "Bearer " prefix makes it unknown), or X-CKAN-API-Key. */
function tokenOf(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization ?? request.headers['x-ckan-api-key'];
  return Array.isArray(header) ? header[0] : header;
}

/** /api/3/action/{name}: CKAN's views/api.py `action`, envelope, statuses and all. */
export async function handleAction(
  store: CatalogueStore,
  name: string,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const help = `${store.siteUrl}/api/3/action/help_show?name=${encodeURIComponent(name)}`;
  const action = actions[name];
  try {
    if (!action) throw new BadRequest(`Action name not known: ${name}`);
    const body =
      request.method === 'POST' || request.method === 'PUT' ? await readBody(request) : '';
    const data = requestData(
      request.method ?? 'GET',
      request.headers['content-type'] ?? '',
      url.searchParams,
      body,
      action.sideEffectFree,
    );
    // An invalid token is no error: the caller is simply anonymous.
    const user = store.userByToken(tokenOf(request));
    delete data.callback;
    const result = action.handler({ store, user }, data);
    const encoded = result instanceof RawJson ? result.json : JSON.stringify(result ?? null);
    send(response, 200, `{"help": ${JSON.stringify(help)}, "success": true, "result": ${encoded}}`);
  } catch (error) {
    if (error instanceof ActionError) {
      send(response, error.status, JSON.stringify(error.body(help)));
      return;
    }
    console.error('sample catalogue: action failed', error);
    send(
      response,
      500,
      JSON.stringify({
        help,
        error: { __type: 'Internal Server Error', message: 'Internal Server Error' },
        success: false,
      }),
    );
  }
}
