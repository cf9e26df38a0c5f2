import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  replyJson,
  startScriptedServer,
} from '#server/connectors/ckan/test-support/scripted-server.js';
import { catalogueApiKeys, events, instances } from '#server/db/schema/index.js';
import { buildUser, type TestUser } from '#server/test-support/accounts.js';
import { buildHarvestedInstance } from '#server/test-support/catalogue.js';
import { callFunction } from '#server/test-support/call-function.js';
import { addMember } from '#server/test-support/members.js';
import { useHarvestedApp } from '#server/test-support/use-harvested-app.js';

interface KeyState {
  set: boolean;
  hint: string | null;
  canWrite: boolean;
  writableOrganizations: string[];
  instanceOrganizations: string[];
}

describe('catalogue API keys', () => {
  const world = useHarvestedApp({
    ownerName: 'Owner',
    organizationIds: 'midori-city,riverside-council',
  });
  let viewer: TestUser;

  beforeAll(async () => {
    viewer = await buildUser(world.testApp, { name: 'Viewer' });
    await addMember(world.testApp, {
      workspaceId: world.workspaceId,
      userId: viewer.id,
      role: 'viewer',
    });
  });

  const call = <T = KeyState>(name: string, data: unknown, as: TestUser = world.owner) =>
    callFunction<T>(world.testApp, `catalogueKeys.${name}`, data, { cookie: as.cookie });

  /** The kinds of the instance's events, as its event log lists them. */
  const eventKinds = async () =>
    (
      await world.testApp.runtime.db
        .select()
        .from(events)
        .where(eq(events.instanceId, world.instanceId))
    ).map((event) => event.kind);

  it('verifies a key with the catalogue, says where it may write, and keeps it sealed', async () => {
    const apiKey = world.catalogue.editorToken('midori-city');
    const saved = await call('save', { instanceId: world.instanceId, apiKey });
    expect(saved.result).toEqual({
      set: true,
      hint: apiKey.slice(-4),
      canWrite: false,
      writableOrganizations: ['midori-city'],
      instanceOrganizations: ['midori-city', 'riverside-council'],
      verifiedAt: expect.any(String),
      usedForHarvest: false,
      harvestKeyHolder: null,
      mayChooseHarvestKey: true,
    });
    const [row] = await world.testApp.runtime.db
      .select()
      .from(catalogueApiKeys)
      .where(eq(catalogueApiKeys.userId, world.owner.id));
    expect(row!.sealedKey).not.toContain(apiKey);
    expect((await call('get', { instanceId: world.instanceId })).result).toEqual(saved.result);
    expect(
      (await call<{ apiKey: string }>('reveal', { instanceId: world.instanceId })).result,
    ).toEqual({ apiKey });
    const kinds = await eventKinds();
    expect(kinds).toContain('catalogueKey.saved');
  });

  it('is each person’s own: another member sees no key and can reveal none', async () => {
    expect((await call('get', { instanceId: world.instanceId }, viewer)).result).toMatchObject({
      set: false,
    });
    expect((await call('reveal', { instanceId: world.instanceId }, viewer)).status).toBe(404);
  });

  it('lets a manager harvest with their key; others are told whose key it is and may not choose', async () => {
    const chosen = await call<{ usedForHarvest: boolean }>('useForHarvest', {
      instanceId: world.instanceId,
      use: true,
    });
    expect(chosen.status, JSON.stringify(chosen.error)).toBe(200);
    expect(chosen.result.usedForHarvest).toBe(true);
    expect((await call('get', { instanceId: world.instanceId }, viewer)).result).toMatchObject({
      usedForHarvest: false,
      harvestKeyHolder: expect.any(String),
      mayChooseHarvestKey: false,
    });
    const refused = await call(
      'useForHarvest',
      { instanceId: world.instanceId, use: true },
      viewer,
    );
    expect(refused.status).toBe(403);
    await call('useForHarvest', { instanceId: world.instanceId, use: false });
  });

  it('replaces a key; a sysadmin key may write everywhere, an unknown key reads as anonymous', async () => {
    const admin = await call('save', {
      instanceId: world.instanceId,
      apiKey: world.catalogue.adminToken,
    });
    expect(admin.result).toMatchObject({
      canWrite: true,
      writableOrganizations: ['midori-city', 'riverside-council'],
    });
    const unknown = await call('save', {
      instanceId: world.instanceId,
      apiKey: 'not-a-token-the-catalogue-knows',
    });
    expect(unknown.result).toMatchObject({ set: true, canWrite: false, writableOrganizations: [] });
    expect(
      (await call<{ apiKey: string }>('reveal', { instanceId: world.instanceId })).result.apiKey,
    ).toBe('not-a-token-the-catalogue-knows');
  });

  it('saves nothing when the catalogue refuses to read with the key or cannot be reached', async () => {
    const refusing = await startScriptedServer(
      replyJson(
        403,
        JSON.stringify({
          success: false,
          error: { __type: 'Authorization Error', message: 'Access denied' },
        }),
      ),
    );
    const { instanceId: other } = await buildHarvestedInstance(
      world.testApp,
      world.owner,
      world.catalogue.url,
      {
        organizationIds: 'sakura-pref-tokei',
      },
    );
    try {
      await world.testApp.runtime.db
        .update(instances)
        .set({ url: refusing.url })
        .where(eq(instances.id, other));
      const refused = await call('save', { instanceId: other, apiKey: 'some-key-value' });
      expect(refused.status).toBe(400);
      expect(refused.error?.details?.fields?.apiKey).toEqual(['apiKeyCannotRead']);
      await world.testApp.runtime.db
        .update(instances)
        .set({ url: 'http://127.0.0.1:1' })
        .where(eq(instances.id, other));
      const unreachable = await call('save', { instanceId: other, apiKey: 'some-key-value' });
      expect(unreachable.error?.details?.fields?.apiKey).toEqual(['catalogueUnreachable']);
      expect((await call('get', { instanceId: other })).result).toMatchObject({ set: false });
    } finally {
      await refusing.close();
    }
  });

  it('removes the key, with an event', async () => {
    const removed = await call('remove', { instanceId: world.instanceId });
    expect(removed.result).toMatchObject({ set: false, hint: null });
    expect((await call('reveal', { instanceId: world.instanceId })).status).toBe(404);
    const kinds = await eventKinds();
    expect(kinds).toContain('catalogueKey.removed');
  });
});
