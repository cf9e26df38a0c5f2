import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importsPreview } from '#contract/functions/imports.js';
import { functionPath } from '#contract/functions/define.js';
import { callFunction } from '../test-support/call-function.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/** A function whose body is a file (`imports.preview`), through the one function route. */
describe('POST /api/functions/{name} with a file body', () => {
  const maxBytes = 2048;
  let testApp: TestApp;
  const input = () => ({ instanceId: randomUUID(), fileName: 'datasets.csv' });

  beforeAll(async () => {
    testApp = await startTestApp({ worker: false, env: { IMPORT_MAX_BYTES: String(maxBytes) } });
  });
  afterAll(() => testApp?.close());

  it('refuses a file beyond IMPORT_MAX_BYTES with reason tooLarge', async () => {
    const response = await callFunction(testApp, importsPreview.name, input(), {
      file: new Uint8Array(maxBytes + 1),
    });
    expect(response.status).toBe(400);
    expect(response.error?.details?.reason).toBe('tooLarge');
  });

  it('asks for the file when the body is JSON', async () => {
    const response = await callFunction(testApp, importsPreview.name, input());
    expect(response.status).toBe(400);
    expect(response.error?.details?.reason).toBe('csv.notCsv');
  });

  it('asks for the input as JSON in the data query parameter', async () => {
    for (const query of ['', '?data=%7Bnot-json', '?instanceId=x']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `${functionPath(importsPreview.name)}${query}`,
        headers: { 'content-type': 'text/csv', origin: testApp.origin },
        payload: 'name,title\r\n',
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.details.reason, query).toBe('malformedRequest');
    }
  });

  it('refuses a file sent to a function that takes JSON before reading it', async () => {
    // Larger than the limit: read, it would be refused as too large instead.
    const response = await callFunction(
      testApp,
      'system.getSettings',
      {},
      {
        file: new Uint8Array(maxBytes * 2),
      },
    );
    expect(response.status).toBe(400);
    expect(response.error?.details?.reason).toBe('malformedRequest');
  });

  it('answers a file sent to a function that does not exist as not found', async () => {
    const response = await callFunction(testApp, 'nothing.here', {}, { file: Uint8Array.of(1) });
    expect(response.status).toBe(404);
  });
});
