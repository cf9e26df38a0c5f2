import type { Dispatcher } from 'undici';
import { CkanError } from './ckan-error.js';

/**
 * The response body as text, counted as it streams in: past `maxBytes` (declared or received) the
 * download stops and nothing more is held, so a hostile catalogue cannot fill the memory.
 * Invalid UTF-8 becomes U+FFFD.
 */
export async function readCappedBody(
  response: Dispatcher.ResponseData,
  maxBytes: number,
  action: string,
): Promise<string> {
  const tooLarge = () =>
    new CkanError(
      'too-large',
      `The answer to ${action} is larger than ${maxBytes} bytes (CATALOGUE_MAX_RESPONSE_BYTES)`,
      { status: response.statusCode },
    );
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.body.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of response.body as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > maxBytes) {
      response.body.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, received).toString('utf8');
}
