import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalApiKeys } from '#server/db/schema/index.js';
import { tokenHash } from '#server/lib/random-token.js';
import { buildUser, type TestUser } from '#server/test-support/accounts.js';
import { callFunction } from '#server/test-support/call-function.js';
import { startTestApp, type TestApp } from '#server/test-support/test-app.js';

interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  status: string;
  lastUsedAt: string | null;
}

describe('personal API keys', () => {
  let testApp: TestApp;
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    testApp = await startTestApp({ worker: false });
    owner = await buildUser(testApp, { name: 'Script Writer' });
    other = await buildUser(testApp, { name: 'Other Person' });
  });
  afterAll(() => testApp?.close());

  /** A script's call: the key alone, no cookie, no Origin. */
  const withKey = (token: string, name: string, data: unknown = {}) =>
    testApp.app
      .inject({
        method: 'POST',
        url: `/api/functions/${name}`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: JSON.stringify({ data }),
      })
      .then((response) => ({ status: response.statusCode, body: response.json() }));

  const create = (name: string, expiresInDays = 30, as = owner) =>
    callFunction<{ key: KeyRow; token: string }>(
      testApp,
      'personalKeys.create',
      { name, expiresInDays },
      { cookie: as.cookie },
    );

  it('shows a new key once, stores only its hash, and lets a script call functions with it', async () => {
    await callFunction(testApp, 'workspaces.create', { name: 'Scripts' }, { cookie: owner.cookie });
    const created = await create('nightly export');
    expect(created.result.key).toMatchObject({ name: 'nightly export', status: 'active' });
    const token = created.result.token;
    expect(token).toMatch(/^csk_[\w-]{43}$/);
    expect(token.startsWith(created.result.key.prefix)).toBe(true);

    const [row] = await testApp.runtime.db
      .select()
      .from(personalApiKeys)
      .where(eq(personalApiKeys.id, created.result.key.id));
    expect(row!.tokenHash).toBe(tokenHash(token));
    expect(JSON.stringify(row)).not.toContain(token.slice(8));

    const listed = await callFunction<{ items: KeyRow[] }>(
      testApp,
      'personalKeys.list',
      {},
      { cookie: owner.cookie },
    );
    expect(JSON.stringify(listed.result)).not.toContain(token.slice(8));

    const call = await withKey(token, 'workspaces.list');
    expect(call.status).toBe(200);
    expect(call.body.result.items.map((item: { name: string }) => item.name)).toEqual(['Scripts']);
    const session = await withKey(token, 'account.get');
    expect(session.body.result.user).toMatchObject({ email: owner.email });
    const used = await callFunction<{ items: KeyRow[] }>(
      testApp,
      'personalKeys.list',
      {},
      { cookie: owner.cookie },
    );
    expect(used.result.items[0]!.lastUsedAt).not.toBeNull();
  });

  it('cannot mint keys nor read catalogue keys with a key: those need a browser session', async () => {
    const { token } = (await create('limited')).result;
    const mint = await withKey(token, 'personalKeys.create', { name: 'more', expiresInDays: 7 });
    expect(mint.status).toBe(403);
    expect(mint.body.error.details.reason).toBe('sessionRequired');
  });

  it('refuses unknown, revoked and expired keys, and other schemes', async () => {
    const { key, token } = (await create('to revoke')).result;
    expect((await withKey(`${token}x`, 'workspaces.list')).status).toBe(401);
    expect((await withKey('not-a-key', 'workspaces.list')).status).toBe(401);
    const basic = await testApp.app.inject({
      method: 'POST',
      url: '/api/functions/workspaces.list',
      headers: { 'content-type': 'application/json', authorization: `Basic ${token}` },
      payload: '{"data":{}}',
    });
    expect(basic.statusCode).toBe(401);

    const theirs = await callFunction(
      testApp,
      'personalKeys.revoke',
      { keyId: key.id },
      { cookie: other.cookie },
    );
    expect(theirs.status).toBe(404);
    const revoked = await callFunction<KeyRow>(
      testApp,
      'personalKeys.revoke',
      { keyId: key.id },
      { cookie: owner.cookie },
    );
    expect(revoked.result.status).toBe('revoked');
    const after = await withKey(token, 'workspaces.list');
    expect(after.status).toBe(401);
    expect(after.body.error.details.reason).toBe('invalidApiKey');

    const { key: old, token: oldToken } = (await create('short lived', 7)).result;
    await testApp.runtime.db
      .update(personalApiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(personalApiKeys.id, old.id));
    expect((await withKey(oldToken, 'workspaces.list')).status).toBe(401);
    const listed = await callFunction<{ items: KeyRow[] }>(
      testApp,
      'personalKeys.list',
      {},
      { cookie: owner.cookie },
    );
    expect(listed.result.items.find((item) => item.id === old.id)?.status).toBe('expired');
  });

  it('accepts only the offered lifetimes and a name', async () => {
    expect((await create('odd', 12)).status).toBe(400);
    const unnamed = await create('  ');
    expect(unnamed.error?.details?.fields?.name).toEqual(['keyNameRequired']);
  });
});
