import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import { instances } from '../db/schema/index.js';
import { buildUser, type TestUser } from '../test-support/accounts.js';
import { buildHarvestedInstance } from '../test-support/catalogue.js';
import { addMember } from '../test-support/members.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * Stored keys — a catalogue API key (sealed) and a personal API key (hashed) — appear in exactly
 * two answers: the owner's reveal, and the creation of a personal key. Never in any other answer,
 * any log line at any level, any event, or any queued job.
 */
describe('stored keys never leak', () => {
  const logLines: string[] = [];
  const answers: { call: string; body: string }[] = [];
  let testApp: TestApp;
  let catalogue: SampleCatalogue;
  let owner: TestUser;
  let colleague: TestUser;
  let workspaceId: string;
  let instanceId: string;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    [testApp, catalogue] = await Promise.all([
      startTestApp({ logger: pino({ level: 'trace' }, sink) }),
      startSampleCatalogue(),
    ]);
    owner = await buildUser(testApp, { name: 'Key Owner' });
    colleague = await buildUser(testApp, { name: 'Colleague' });
    ({ workspaceId, instanceId } = await buildHarvestedInstance(testApp, owner, catalogue.url, {
      organizationIds: 'midori-city',
    }));
    await addMember(testApp, { workspaceId, userId: colleague.id, role: 'admin' });
  });
  afterAll(async () => {
    await testApp?.close();
    await catalogue?.close();
  });

  async function call(name: string, data: unknown, headers: Record<string, string>) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/functions/${name}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ data }),
    });
    answers.push({ call: name, body: response.body });
    return response;
  }
  const asUser = (user: TestUser) => ({ cookie: user.cookie, origin: testApp.origin });

  it('keeps both kinds of key out of answers, logs, events and jobs', async () => {
    const catalogueKey = catalogue.editorToken('midori-city');
    const saved = await call(
      'catalogueKeys.save',
      { instanceId, apiKey: catalogueKey },
      asUser(owner),
    );
    expect(saved.statusCode).toBe(200);
    for (const [name, data, who] of [
      ['catalogueKeys.get', { instanceId }, owner],
      ['catalogueKeys.get', { instanceId }, colleague],
      ['catalogueKeys.reveal', { instanceId }, colleague],
      ['members.list', { workspaceId }, owner],
      ['members.list', { workspaceId }, colleague],
      ['instances.get', { instanceId }, colleague],
    ] as const)
      await call(name, data, asUser(who));
    const revealed = await testApp.app.inject({
      method: 'POST',
      url: '/api/functions/catalogueKeys.reveal',
      headers: { 'content-type': 'application/json', ...asUser(owner) },
      payload: JSON.stringify({ data: { instanceId } }),
    });
    expect(revealed.json().result.apiKey).toBe(catalogueKey);

    // A key the catalogue cannot be asked about: the failure must not echo it.
    const [original] = await testApp.runtime.db
      .select({ url: instances.url })
      .from(instances)
      .where(eq(instances.id, instanceId));
    await testApp.runtime.db
      .update(instances)
      .set({ url: 'http://127.0.0.1:1' })
      .where(eq(instances.id, instanceId));
    const failing = await call(
      'catalogueKeys.save',
      { instanceId, apiKey: `${catalogueKey}-second` },
      asUser(owner),
    );
    expect(failing.statusCode).toBe(400);
    await testApp.runtime.db
      .update(instances)
      .set({ url: original!.url })
      .where(eq(instances.id, instanceId));

    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/functions/personalKeys.create',
      headers: { 'content-type': 'application/json', ...asUser(owner) },
      payload: JSON.stringify({ data: { name: 'leak test', expiresInDays: 7 } }),
    });
    const { token, key } = created.json().result as { token: string; key: { id: string } };
    const bearer = { authorization: `Bearer ${token}` };
    await call('personalKeys.list', {}, asUser(owner));
    await call('workspaces.list', {}, bearer);
    await call('catalogueKeys.get', { instanceId }, bearer);
    await call('catalogueKeys.reveal', { instanceId }, bearer);
    await call('workspaces.list', {}, { authorization: `Bearer ${token}x` });
    await call('personalKeys.revoke', { keyId: key.id }, bearer);
    await call('workspaces.list', {}, bearer);

    const secrets = [catalogueKey, `${catalogueKey}-second`, token];
    for (const secret of secrets) {
      for (const answer of answers) expect(answer.body, answer.call).not.toContain(secret);
      for (const line of logLines) expect(line).not.toContain(secret);
      const stored = await testApp.runtime.db.execute(sql`
        select (select count(*) from events where details::text like ${`%${secret}%`})
             + (select count(*) from pgboss.job where data::text like ${`%${secret}%`})
             + (select count(*) from catalogue_api_keys where sealed_key like ${`%${secret}%`})
             + (select count(*) from personal_api_keys where token_hash like ${`%${secret}%`}) as n`);
      expect(Number((stored.rows[0] as { n: number | string }).n)).toBe(0);
    }
    // The test would prove nothing if nothing had been logged.
    expect(logLines.some((line) => line.includes('catalogueKeys.save'))).toBe(true);
    expect(logLines.some((line) => line.includes('personal API key created'))).toBe(true);
  });
});
