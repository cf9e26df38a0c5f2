import { lookup as systemLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLinks } from './check-links.js';
import type { LinkCheckOptions } from './link-types.js';
import {
  ok,
  redirect,
  startRecordingServer,
  type RecordingServer,
} from './test-support/recording-server.js';

const guarded: LinkCheckOptions = {
  allowPrivateAddresses: false,
  retryBaseDelayMs: 10,
  minHostGapMs: 0,
};
const servers: RecordingServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(
  routes: Parameters<typeof startRecordingServer>[0],
  host?: string,
  port?: number,
): Promise<RecordingServer> {
  const server = await startRecordingServer(routes, { host, port });
  servers.push(server);
  return server;
}

/** Resolves the given test names to fixed addresses; everything else through the system resolver. */
function fixedLookup(names: Record<string, string[]>): LookupFunction {
  return (hostname, options, callback) => {
    const addresses = names[hostname];
    if (!addresses) return systemLookup(hostname, options, callback);
    const entries: LookupAddress[] = addresses.map((address) => ({
      address,
      family: address.includes(':') ? 6 : 4,
    }));
    if (options.all) callback(null, entries);
    else callback(null, entries[0]!.address, entries[0]!.family);
  };
}

describe('checkLinks refuses addresses of our own network (SSRF)', () => {
  it('refuses a loopback URL without sending a request', async () => {
    const server = await serve({ '/admin': ok });
    const [result] = await checkLinks([server.url('/admin')], guarded);
    expect(result).toMatchObject({ status: 'unknown', reason: 'blocked-address' });
    expect(result?.detail).toContain('loopback');
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a name that resolves to 127.0.0.1, after DNS resolution', async () => {
    const server = await serve({ '/admin': ok });
    const [result] = await checkLinks([`http://localhost:${server.port}/admin`], guarded);
    expect(result).toMatchObject({ status: 'unknown', reason: 'blocked-address' });
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://[::ffff:127.0.0.1]/',
    'http://10.0.0.1/',
    'http://100.64.0.1/',
    'http://[fe80::1]/',
  ])('refuses %s', async (url) => {
    const [result] = await checkLinks([url], guarded);
    expect(result).toMatchObject({ status: 'unknown', reason: 'blocked-address' });
  });

  it('refuses a name that resolves to the metadata service', async () => {
    const lookup = fixedLookup({ 'metadata.test': ['169.254.169.254'] });
    const [result] = await checkLinks(['http://metadata.test/latest/'], { ...guarded, lookup });
    expect(result).toMatchObject({ status: 'unknown', reason: 'blocked-address' });
    expect(result?.detail).toContain('169.254.169.254');
  });

  it('checks every redirect hop: an allowed host cannot redirect into the network', async () => {
    const inside = await serve({ '/secret': ok }, '127.0.0.2');
    const outside = await serve({
      '/to-literal': redirect(inside.url('/secret')),
      '/to-name': redirect(`http://intranet.test:${inside.port}/secret`),
    });
    const options: LinkCheckOptions = {
      ...guarded,
      allowedAddressRanges: ['127.0.0.1/32'],
      lookup: fixedLookup({ 'intranet.test': ['127.0.0.2'] }),
    };
    const results = await checkLinks(
      [outside.url('/to-literal'), outside.url('/to-name')],
      options,
    );
    expect(results).toMatchObject([
      {
        status: 'unknown',
        reason: 'blocked-address',
        redirects: 1,
        finalUrl: inside.url('/secret'),
      },
      { status: 'unknown', reason: 'blocked-address', redirects: 1 },
    ]);
    expect(outside.requests).toHaveLength(2);
    expect(inside.requests).toHaveLength(0);
  });

  it('connects only to the address it checked when a name resolves to several', async () => {
    // Both servers on the same port, as one name's addresses would be: the server that sees the
    // request shows which address the socket used.
    const allowed = await serve({ '/data': ok });
    const refused = await serve({ '/data': ok }, '127.0.0.2', allowed.port);
    const lookup = fixedLookup({ 'mixed.test': ['127.0.0.2', '127.0.0.1'] });
    const [result] = await checkLinks([`http://mixed.test:${allowed.port}/data`], {
      ...guarded,
      allowedAddressRanges: ['127.0.0.1/32'],
      lookup,
    });
    expect(result).toMatchObject({ status: 'alive' });
    expect(allowed.requests).toHaveLength(1);
    expect(refused.requests).toHaveLength(0);
  });

  it('reaches loopback when the configuration allows it', async () => {
    const server = await serve({ '/data': ok });
    const [result] = await checkLinks([`http://localhost:${server.port}/data`], {
      ...guarded,
      allowPrivateAddresses: true,
    });
    expect(result).toMatchObject({ status: 'alive' });
  });
});
