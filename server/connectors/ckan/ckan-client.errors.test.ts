import { afterEach, describe, expect, it } from 'vitest';
import { CkanClient } from './ckan-client.js';
import { ckanFailure } from './test-support/ckan-failure.js';
import { loadRecordedResponses } from './test-support/reference-responses.js';
import {
  replyJson,
  replyNever,
  replyText,
  startScriptedServer,
} from './test-support/scripted-server.js';

const recorded = new Map(loadRecordedResponses().map((entry) => [entry.name, entry]));
const body = (name: string): string => {
  const entry = recorded.get(name);
  if (!entry) throw new Error(`recorded response ${name} missing`);
  return entry.text;
};

const servers: { close: () => Promise<void> }[] = [];
const clients: CkanClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function setUp(
  replies: Parameters<typeof startScriptedServer>[0],
  options: { apiKey?: string; timeoutMs?: number } = {},
) {
  const server = await startScriptedServer(replies);
  servers.push(server);
  const client = new CkanClient({
    baseUrl: server.url,
    allowPrivateAddresses: true,
    retryDelayMs: 1,
    ...options,
  });
  clients.push(client);
  return { server, client };
}

describe('CkanClient against a server replaying recorded CKAN answers', () => {
  it('reads status_show with GET, the token as is and a polite User-Agent', async () => {
    const { server, client } = await setUp([replyJson(200, body('status_show'))], {
      apiKey: 'secret-token',
    });
    const status = await client.statusShow();
    expect(status.ckan_version).toBe('2.10.4');
    const [request] = server.seen;
    expect(request).toMatchObject({ method: 'GET', path: '/api/3/action/status_show' });
    expect(request?.headers.authorization).toBe('secret-token');
    expect(request?.headers['user-agent']).toMatch(
      /^CatalogueSteward\/\d+\.\d+\.\d+ \(\+https:\/\/github\.com\/catalogue-steward\)$/,
    );
  });

  it('says an HTML page is not a CKAN Action API', async () => {
    const { client } = await setUp([
      replyText(200, 'text/html', '<!doctype html><title>Welcome</title><p>Our city</p>'),
    ]);
    const error = await ckanFailure(client.statusShow());
    expect(error.kind).toBe('not-ckan');
    expect(error.message).toContain('This address did not answer like a CKAN Action API');
  });

  it('says garbage and JSON without the envelope are not CKAN', async () => {
    const { client } = await setUp([
      replyText(200, 'application/octet-stream', '\u0000\u0001garbage{'),
      replyJson(200, '{"status":"ok"}'),
    ]);
    expect((await ckanFailure(client.statusShow())).kind).toBe('not-ckan');
    expect((await ckanFailure(client.statusShow())).kind).toBe('not-ckan');
  });

  it('treats a 404 HTML page (no Action API at that path) as not CKAN, and a CKAN 404 as not found', async () => {
    const { client } = await setUp([
      replyText(404, 'text/html', '<h1>Not Found</h1>'),
      replyJson(404, body('error_404_package_show')),
    ]);
    expect((await ckanFailure(client.statusShow())).kind).toBe('not-ckan');
    const notFound = await ckanFailure(client.packageShow('does-not-exist'));
    expect(notFound).toMatchObject({
      kind: 'not-found',
      status: 404,
      ckanType: 'Not Found Error',
    });
  });

  it('turns a 403 into an authorization error with CKAN’s message', async () => {
    const { client } = await setUp([replyJson(403, body('error_403_package_patch_nonmember'))]);
    const error = await ckanFailure(
      client.packagePatch('ebe19c9c-db4e-4062-afcd-a32e6b162324', { title: 'x' }),
    );
    expect(error).toMatchObject({
      kind: 'authorization',
      status: 403,
      ckanType: 'Authorization Error',
    });
    expect(error.message).toContain('not authorized to edit package');
  });

  it('turns a 409 into field errors, extras flattened', async () => {
    const { server, client } = await setUp([replyJson(409, body('error_409_validation'))]);
    const error = await ckanFailure(
      client.packageCreate({
        name: 'Bad Name',
        extras: [{ key: 'k', value: undefined as unknown as string }],
      }),
    );
    expect(error.kind).toBe('validation');
    expect(error.fieldErrors).toEqual({
      name: ['Must be purely lowercase alphanumeric (ascii) characters and these symbols: -_'],
      'extras.0.value': ['Missing value'],
    });
    expect(server.seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/3/action/package_create',
    });
    expect(server.seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.seen[0]?.body ?? '{}')).toMatchObject({ name: 'Bad Name' });
  });

  it('retries a read after a 500 and succeeds', async () => {
    const { server, client } = await setUp([
      replyText(500, 'text/html', '<h1>Internal Server Error</h1>'),
      replyJson(200, body('status_show')),
    ]);
    await expect(client.statusShow()).resolves.toMatchObject({ site_title: 'CKAN' });
    expect(server.seen).toHaveLength(2);
  });

  it('honours Retry-After on a 503', async () => {
    const { server, client } = await setUp([
      replyJson(503, '"busy"', { 'retry-after': '0' }),
      replyJson(200, body('license_list')),
    ]);
    const licenses = await client.licenseList();
    expect(licenses.map((license) => license.id)).toContain('cc-by');
    expect(server.seen).toHaveLength(2);
  });

  it('gives up after the configured retries with an unavailable error', async () => {
    const { server, client } = await setUp(
      replyJson(
        500,
        '{"help":"h","success":false,"error":{"__type":"Internal Server Error","message":"Internal Server Error"}}',
      ),
    );
    const error = await ckanFailure(client.packageShow('x'));
    expect(error).toMatchObject({ kind: 'unavailable', status: 500 });
    expect(server.seen).toHaveLength(4);
  });

  it('reports how long a rate-limiting catalogue asked to wait', async () => {
    const { server } = await setUp(replyJson(429, '"Too many requests"', { 'retry-after': '2' }));
    const client = new CkanClient({
      baseUrl: server.url,
      allowPrivateAddresses: true,
      retries: 0,
    });
    clients.push(client);
    const error = await ckanFailure(client.statusShow());
    expect(error).toMatchObject({ kind: 'unavailable', status: 429, retryAfterMs: 2000 });
  });

  it('never retries a write blindly', async () => {
    const { server, client } = await setUp([
      replyText(500, 'text/plain', 'oops'),
      replyJson(200, body('package_create')),
    ]);
    expect((await ckanFailure(client.packageCreate({ name: 'test-dataset' }))).kind).toBe(
      'unavailable',
    );
    expect(server.seen).toHaveLength(1);
  });

  it('keeps the bare string of a 400 as the message', async () => {
    const { client } = await setUp([replyJson(400, body('error_400_bad_json'))]);
    const error = await ckanFailure(client.packageCreate({ name: 'x' }));
    expect(error.kind).toBe('bad-request');
    expect(error.message).toMatch(/^Bad request - JSON Error/);
  });

  it('times out when the catalogue does not answer', async () => {
    const { client } = await setUp(replyNever, { timeoutMs: 200 });
    const error = await ckanFailure(client.statusShow());
    expect(error.kind).toBe('timeout');
  });

  it('reports a refused connection as a network error after retrying', async () => {
    const { server } = await setUp([replyJson(200, body('status_show'))]);
    const url = server.url;
    await server.close();
    servers.length = 0;
    const client = new CkanClient({
      baseUrl: url,
      allowPrivateAddresses: true,
      retryDelayMs: 1,
      retries: 1,
    });
    clients.push(client);
    const error = await ckanFailure(client.statusShow());
    expect(error.kind).toBe('network');
    expect(error.message).toContain('ECONNREFUSED');
  });

  it('refuses loopback and private addresses unless allowed', async () => {
    const { server } = await setUp([replyJson(200, body('status_show'))]);
    const port = new URL(server.url).port;
    for (const baseUrl of [
      server.url,
      `http://localhost:${port}`,
      `http://[::ffff:127.0.0.1]:${port}`,
    ]) {
      const client = new CkanClient({ baseUrl });
      clients.push(client);
      expect((await ckanFailure(client.statusShow())).kind).toBe('blocked-address');
    }
    expect(server.seen).toHaveLength(0);
  });

  it('accepts the site URL with or without /api/3/action', async () => {
    const { server } = await setUp(replyJson(200, body('status_show')));
    for (const baseUrl of [
      `${server.url}/`,
      `${server.url}/api/3`,
      `${server.url}/api/3/action/`,
    ]) {
      const client = new CkanClient({ baseUrl, allowPrivateAddresses: true });
      clients.push(client);
      await client.statusShow();
    }
    expect(server.seen.map((request) => request.path)).toEqual(
      Array(3).fill('/api/3/action/status_show'),
    );
  });

  it('pages organization_list with all_fields until an empty page', async () => {
    const { server, client } = await setUp([
      replyJson(200, body('organization_list_all_fields')),
      replyJson(200, '{"help":"h","success":true,"result":[]}'),
    ]);
    const organizations = await client.organizationList();
    expect(organizations).toHaveLength(1);
    expect(organizations[0]).toMatchObject({ name: 'test-org', package_count: 0 });
    expect(server.seen.map((request) => Object.fromEntries(request.query))).toEqual([
      { all_fields: 'true', limit: '25', offset: '0' },
      { all_fields: 'true', limit: '25', offset: '1' },
    ]);
  });

  it('flags a result of the wrong shape', async () => {
    const { client } = await setUp([
      replyJson(200, '{"help":"h","success":true,"result":{"name":"no-id"}}'),
    ]);
    const error = await ckanFailure(client.packageShow('x'));
    expect(error.kind).toBe('not-ckan');
    expect(error.message).toContain('unexpected shape');
  });
});
