import type { SampleCatalogue } from '../index.js';

export interface ActionAnswer {
  status: number;
  body: { success?: boolean; result?: unknown; error?: Record<string, unknown> } & Record<
    string,
    unknown
  >;
}

/** One Action API call over real HTTP: POST with a JSON body, or GET with `query`. */
export async function callAction(
  catalogue: SampleCatalogue,
  action: string,
  options: {
    token?: string;
    body?: unknown;
    query?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
): Promise<ActionAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = options.token;
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  const init: RequestInit = { method: options.body === undefined ? 'GET' : 'POST', headers };
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  const response = await fetch(`${catalogue.url}/api/3/action/${action}${query}`, init);
  return { status: response.status, body: (await response.json()) as ActionAnswer['body'] };
}
