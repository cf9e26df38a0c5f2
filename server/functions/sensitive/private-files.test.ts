import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveCatalogueApiKey } from '#server/services/api-keys/catalogue-api-keys.js';
import { buildUser, type TestUser } from '#server/test-support/accounts.js';
import { startTestApp, type TestApp } from '#server/test-support/test-app.js';
import { buildResourceAt, checkResource } from './test-support/sensitive-checks.js';

const catalogueToken = 'owner-catalogue-token-0001';

describe("a private dataset's file, which the catalogue serves only with a key", () => {
  let testApp: TestApp;
  let server: Server;
  let catalogue: string;
  let owner: TestUser;
  let colleague: TestUser;
  const authorizations: (string | undefined)[] = [];

  beforeAll(async () => {
    testApp = await startTestApp();
    [owner, colleague] = [await buildUser(testApp), await buildUser(testApp)];
    // As CKAN answers an upload of a private dataset: 403 without the token.
    server = createServer((request, response) => {
      authorizations.push(request.headers.authorization);
      if (request.headers.authorization !== catalogueToken) {
        return void response.writeHead(403).end('Not authorized to read resource');
      }
      response.writeHead(200, { 'content-type': 'text/csv' });
      response.end('name,email\nJane Doe,jane.doe@example.org\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    catalogue = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await testApp?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it("is downloaded with the requester's own catalogue key and checked", async () => {
    const resource = await buildResourceAt(testApp, owner, `${catalogue}/private.csv`, {
      format: 'CSV',
      instanceUrl: catalogue,
    });
    await saveCatalogueApiKey(testApp.runtime.db, testApp.runtime.config, {
      userId: owner.id,
      instanceId: resource.instanceId,
      apiKey: catalogueToken,
      canWrite: true,
    });
    const check = await checkResource(testApp, owner, resource.id);
    expect(check).toMatchObject({ status: 'succeeded', findingCount: 2 });
    expect(authorizations.at(-1)).toBe(catalogueToken);
  });

  it('fails with the HTTP status in its log when the requester has no key', async () => {
    const resource = await buildResourceAt(testApp, colleague, `${catalogue}/private.csv`, {
      format: 'CSV',
      instanceUrl: catalogue,
    });
    const check = await checkResource(testApp, colleague, resource.id);
    expect(check).toMatchObject({ status: 'failed', errorCode: 'download.httpStatus' });
    expect(authorizations.at(-1)).toBeUndefined();
  });
});
