import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLinks } from '../engines/links/index.js';
import { createAddressPolicy } from '../lib/network-guard/blocked-addresses.js';
import { guardedLookup } from '../lib/network-guard/guarded-lookup.js';
import { downloadFile, DownloadError } from '../services/sensitive/download-file.js';
import { buildUser, type TestUser } from '../test-support/accounts.js';
import { createWorkspace } from '../test-support/workspaces.js';
import { callFunction } from '../test-support/call-function.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/** Every spelling of "this machine" an attacker may try; the guard must see through each. */
function ownMachineUrls(port: number): string[] {
  return [
    `http://127.0.0.1:${port}/`,
    `http://2130706433:${port}/`,
    `http://0177.0.0.1:${port}/`,
    `http://0x7f.1:${port}/`,
    `http://127.1:${port}/`,
    `http://[::ffff:127.0.0.1]:${port}/`,
    `http://[::ffff:7f00:1]:${port}/`,
    `http://[::1]:${port}/`,
    `http://0.0.0.0:${port}/`,
    `http://[::]:${port}/`,
    `http://localhost:${port}/`,
  ];
}

/** A server on every local address that counts the requests that reach it: none may. */
let target: Server;
let hits = 0;
let port = 0;
beforeAll(async () => {
  target = createServer((_request, response) => {
    hits += 1;
    response.end('{"success":true,"result":{"ckan_version":"2.10.0"}}');
  });
  await new Promise<void>((resolve) => target.listen(0, '::', resolve));
  port = (target.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())));

describe('the address guard holds for every spelling of a private address (SSRF)', () => {
  let testApp: TestApp;
  let owner: TestUser;
  let workspaceId: string;
  beforeAll(async () => {
    testApp = await startTestApp({ worker: false, env: { ALLOW_PRIVATE_URLS: 'false' } });
    owner = await buildUser(testApp);
    workspaceId = await createWorkspace(testApp, owner, 'SSRF');
  });
  afterAll(() => testApp?.close());

  it('refuses each as a catalogue address when an instance is added', async () => {
    for (const url of ownMachineUrls(port)) {
      const response = await callFunction(
        testApp,
        'instances.create',
        { workspaceId, name: 'Probe', url, limitScope: false, organizationIds: '' },
        { cookie: owner.cookie },
      );
      expect(response.error?.details?.reason, url).toBe('catalogueBlockedAddress');
    }
    expect(hits).toBe(0);
  });

  it('refuses each as a file to download for the sensitive-information check', async () => {
    for (const url of ownMachineUrls(port)) {
      const failure = await downloadFile(url, {
        maxBytes: 1024,
        timeoutMs: 5_000,
        allowPrivateAddresses: false,
        userAgent: 'test',
      }).catch((error: unknown) => error);
      expect(failure, url).toBeInstanceOf(DownloadError);
      expect((failure as DownloadError).code, url).toBe('blockedAddress');
    }
    expect(hits).toBe(0);
  });

  it('refuses each as a link to check', async () => {
    const results = await checkLinks(ownMachineUrls(port), {
      allowPrivateAddresses: false,
      retryBaseDelayMs: 10,
      minHostGapMs: 0,
    });
    for (const result of results) {
      expect(result, result.url).toMatchObject({ status: 'unknown', reason: 'blocked-address' });
    }
    expect(hits).toBe(0);
  });
});

describe('a name that resolves public, then private (DNS rebinding)', () => {
  it('is judged on the answer each connection uses, so the second, private answer is refused', async () => {
    const answers = ['93.184.216.34', '127.0.0.1'];
    const rebinding: LookupFunction = (_hostname, _options, callback) => {
      const address = answers.shift() ?? '127.0.0.1';
      (callback as (error: null, addresses: LookupAddress[]) => void)(null, [
        { address, family: 4 },
      ]);
    };
    const policy = createAddressPolicy({ allowPrivateAddresses: false, allowedAddressRanges: [] });
    const lookup = guardedLookup(policy, rebinding);
    const resolve = () =>
      new Promise<{ error: NodeJS.ErrnoException | null; address: string }>((done) =>
        lookup('rebind.test', { family: 0 }, (error, address) =>
          done({ error, address: String(address) }),
        ),
      );
    expect(await resolve()).toEqual({ error: null, address: '93.184.216.34' });
    const second = await resolve();
    expect(second.error?.code).toBe('ERR_BLOCKED_ADDRESS');
  });
});
