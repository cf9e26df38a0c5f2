import type { IncomingMessage } from 'node:http';
import { BadRequest } from './action-errors.js';

/** Werkzeug's MultiDict.to_dict(flat=False), then one value per key unless repeated (api.py `mixed`). */
function mixed(params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length === 1 ? values[0] : values;
  }
  return out;
}

export async function readBody(
  request: IncomingMessage,
  limit = 10 * 1024 * 1024,
): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BadRequest('JSON Error: request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** views/api.py _get_request_data: where an action's parameters come from, and its 400 messages. */
export function requestData(
  method: string,
  contentType: string,
  query: URLSearchParams,
  body: string,
  sideEffectFree: boolean,
): Record<string, unknown> {
  if (method === 'GET' && !sideEffectFree)
    throw new BadRequest('JSON Error: Invalid request. Please use POST method for your request');
  if (method === 'GET') return mixed(query);
  if (contentType.startsWith('multipart/form-data')) {
    throw new BadRequest('JSON Error: the sample catalogue does not accept file uploads');
  }
  if (contentType.startsWith('application/x-www-form-urlencoded') && body) {
    const form = new URLSearchParams(body);
    const keys = [...form.keys()];
    const values = [...form.values()];
    if (keys.length === 1 && ['1', ''].includes(values[0] ?? '')) return decodeJson(keys[0] ?? '');
    return mixed(form);
  }
  if (sideEffectFree && [...query.keys()].length > 0) return mixed(query);
  if (!body.trim()) return {};
  return decodeJson(body);
}

function decodeJson(text: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new BadRequest(
      "JSON Error: Error decoding JSON data. Error: <BadRequest '400: Bad Request'> JSON data extracted from the request: {}",
    );
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new BadRequest(
      `JSON Error: Request data JSON decoded to ${JSON.stringify(data)} but it needs to be a dictionary.`,
    );
  }
  return data as Record<string, unknown>;
}
