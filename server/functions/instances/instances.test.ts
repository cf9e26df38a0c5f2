import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConflictField } from '#contract/functions/datasets/index.js';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import { datasets, events, instances, resources } from '#server/db/schema/index.js';
import { buildUser, type TestUser } from '#server/test-support/accounts.js';
import { buildHarvestedInstance, waitForHarvest } from '#server/test-support/catalogue.js';
import { callFunction } from '#server/test-support/call-function.js';
import { startTestApp, type TestApp } from '#server/test-support/test-app.js';
import { createWorkspace } from '#server/test-support/workspaces.js';

describe('workspaces and instances', () => {
  let testApp: TestApp;
  let catalogue: SampleCatalogue;
  let owner: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    [testApp, catalogue] = await Promise.all([startTestApp(), startSampleCatalogue()]);
    owner = await buildUser(testApp, { name: 'Owner' });
    stranger = await buildUser(testApp, { name: 'Stranger' });
  });
  afterAll(async () => {
    await testApp?.close();
    await catalogue?.close();
  });

  /** The instances saved in a workspace, read from the database: a refused add saves none. */
  const instancesIn = (workspaceId: string) =>
    testApp.runtime.db.select().from(instances).where(eq(instances.workspaceId, workspaceId));
  /** The datasets of an instance's working copy, read from the database. */
  const datasetsOf = (instanceId: string) =>
    testApp.runtime.db.select().from(datasets).where(eq(datasets.instanceId, instanceId));

  it('creates a workspace owned by its creator, listed for them only', async () => {
    const created = await callFunction<{ id: string; role: string }>(
      testApp,
      'workspaces.create',
      { name: '  防災データ班 ' },
      { cookie: owner.cookie },
    );
    expect(created.result).toMatchObject({ name: '防災データ班', role: 'owner', instanceCount: 0 });
    const mine = await callFunction<{ items: { id: string }[] }>(
      testApp,
      'workspaces.list',
      {},
      { cookie: owner.cookie },
    );
    expect(mine.result.items.map((item) => item.id)).toContain(created.result.id);
    const theirs = await callFunction<{ items: { id: string }[] }>(
      testApp,
      'workspaces.list',
      {},
      { cookie: stranger.cookie },
    );
    expect(theirs.result.items.map((item) => item.id)).not.toContain(created.result.id);
    const probe = await callFunction(
      testApp,
      'workspaces.get',
      { workspaceId: created.result.id },
      { cookie: stranger.cookie },
    );
    expect(probe.status).toBe(404);
  });

  it('requires a workspace name', async () => {
    const response = await callFunction(
      testApp,
      'workspaces.create',
      { name: '   ' },
      { cookie: owner.cookie },
    );
    expect(response.status).toBe(400);
    expect(response.error?.details?.fields?.name).toEqual(['workspaceNameRequired']);
  });

  it('asks for an organization ID when the scope is limited, and saves nothing', async () => {
    const workspaceId = await createWorkspace(testApp, owner, 'Scope');
    for (const [organizationIds, reason] of [
      [' , ', 'organizationIdRequired'],
      ['no-such-org', 'organizationNotFound'],
    ] as const) {
      const response = await callFunction(
        testApp,
        'instances.create',
        { workspaceId, name: 'Scoped', url: catalogue.url, limitScope: true, organizationIds },
        { cookie: owner.cookie },
      );
      expect(response.status, organizationIds).toBe(400);
      expect(response.error?.details?.fields?.organizationIds, organizationIds).toEqual([reason]);
    }
    expect(await instancesIn(workspaceId)).toHaveLength(0);
  });

  it('refuses a URL that is not a CKAN API, and saves nothing', async () => {
    const workspaceId = await createWorkspace(testApp, owner, 'Wrong URL');
    for (const [url, reason] of [
      [`${catalogue.url}/files/nowhere`, 'catalogueNotCkan'],
      ['http://127.0.0.1:1', 'catalogueUnreachable'],
      ['not a url', 'urlInvalid'],
    ] as const) {
      const response = await callFunction(
        testApp,
        'instances.create',
        { workspaceId, name: 'Wrong', url, limitScope: false },
        { cookie: owner.cookie },
      );
      expect(response.status, url).toBe(400);
      expect(response.error?.details?.fields?.url, url).toEqual([reason]);
    }
    expect(await instancesIn(workspaceId)).toHaveLength(0);
  });

  it('harvests a new instance: preparing, then ready with counts, vocabularies and an event', async () => {
    const { workspaceId, instanceId } = await buildHarvestedInstance(testApp, owner, catalogue.url);
    const detail = await callFunction<Record<string, unknown>>(
      testApp,
      'instances.get',
      { instanceId },
      { cookie: owner.cookie },
    );
    const publicDatasets = [...catalogue.store.datasets.values()].filter(
      (d) => d.state === 'active' && !d.private && d.type === 'dataset',
    );
    expect(detail.result).toMatchObject({
      state: 'ready',
      datasetCount: publicDatasets.length,
      resourceCount: publicDatasets.reduce((sum, d) => sum + d.resources.length, 0),
      currentHarvest: null,
      lastHarvest: { status: 'succeeded', created: publicDatasets.length },
      permissions: { edit: true, manage: true },
    });
    expect(detail.result.lastSynchronizedAt).toEqual(expect.any(String));
    const kinds = (
      await testApp.runtime.db.select().from(events).where(eq(events.instanceId, instanceId))
    ).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['instance.created', 'harvest.succeeded']));
    const workspace = await callFunction<{ instances: unknown[] }>(
      testApp,
      'workspaces.get',
      { workspaceId },
      { cookie: owner.cookie },
    );
    expect(workspace.result.instances).toHaveLength(1);
  });

  it('limits the copy to the organizations of the scope', async () => {
    const { instanceId } = await buildHarvestedInstance(testApp, owner, catalogue.url, {
      organizationIds: 'riverside-council',
    });
    const rows = await datasetsOf(instanceId);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.organizationName))).toEqual(
      new Set(['riverside-council']),
    );
  });

  it('re-harvests incrementally, marks deleted datasets removed and keeps local edits', async () => {
    const { instanceId } = await buildHarvestedInstance(testApp, owner, catalogue.url, {
      organizationIds: 'midori-city',
    });
    const db = testApp.runtime.db;
    const held = async (name: string) =>
      (await db.select().from(datasets).where(eq(datasets.name, name))).find(
        (row) => row.instanceId === instanceId,
      )!;

    catalogue.store.changeDataset('kanko-shisetsu', (dataset) => {
      dataset.title = '観光施設一覧（改訂）';
    });
    catalogue.store.changeDataset('gomi-shushu-bi', (dataset) => {
      dataset.state = 'deleted';
    });
    // A local, unsynced edit must survive a pull of a newer catalogue version.
    const original = await held('koukyo-musen-lan');
    await db
      .update(datasets)
      .set({ title: 'ローカル編集', syncStatus: 'not_synced' })
      .where(eq(datasets.id, (await held('koukyo-musen-lan')).id));
    catalogue.store.changeDataset('koukyo-musen-lan', (dataset) => {
      dataset.notes = 'カタログ側の変更';
    });

    const again = await callFunction<{ runId: string }>(
      testApp,
      'instances.harvest',
      { instanceId },
      { cookie: owner.cookie },
    );
    expect(again.status).toBe(200);
    const run = await waitForHarvest(testApp, instanceId);
    expect(run).toMatchObject({
      status: 'succeeded',
      total: 2,
      fetched: 2,
      updated: 1,
      keptLocal: 1,
      removed: 1,
    });
    expect((await held('kanko-shisetsu')).title).toBe('観光施設一覧（改訂）');
    expect((await held('gomi-shushu-bi')).removedAt).not.toBeNull();
    const kept = await held('koukyo-musen-lan');
    expect(kept.title).toBe('ローカル編集');
    expect((kept.remote as { notes: string }).notes).toBe('カタログ側の変更');
    // The edit still starts from the version it was made on, so both changes show apart.
    expect(kept.syncStatus).toBe('conflict');
    const conflict = await callFunction<{ fields: ConflictField[] }>(
      testApp,
      'datasets.conflict',
      { datasetId: kept.id },
      { cookie: owner.cookie },
    );
    const field = (name: string) => conflict.result.fields.find((item) => item.field === name);
    expect(field('notes')).toMatchObject({
      base: original.notes,
      local: original.notes,
      catalogue: 'カタログ側の変更',
      changedLocally: false,
      changedInCatalogue: true,
    });
    expect(field('title')).toMatchObject({
      base: original.title,
      local: 'ローカル編集',
      changedLocally: true,
      changedInCatalogue: false,
    });
  });

  it('finds a dataset by a word of its changed title after a re-harvest', async () => {
    const { instanceId } = await buildHarvestedInstance(testApp, owner, catalogue.url, {
      organizationIds: 'riverside-council',
    });
    const search = async (q: string) =>
      (
        await callFunction<{ items: { name: string }[] }>(
          testApp,
          'datasets.list',
          { instanceId, q },
          { cookie: owner.cookie },
        )
      ).result.items.map((item) => item.name);
    expect(await search('避難所')).toEqual([]);

    catalogue.store.changeDataset('library-branches', (dataset) => {
      dataset.title = 'Library branches and 避難所';
    });
    await callFunction(testApp, 'instances.harvest', { instanceId }, { cookie: owner.cookie });
    expect((await waitForHarvest(testApp, instanceId)).status).toBe('succeeded');

    expect(await search('避難所')).toEqual(['library-branches']);
  });

  it('forgets a link result when the catalogue gives the resource a new URL', async () => {
    const { instanceId } = await buildHarvestedInstance(testApp, owner, catalogue.url, {
      organizationIds: 'riverside-council',
    });
    const db = testApp.runtime.db;
    const [dataset] = (
      await db.select().from(datasets).where(eq(datasets.name, 'library-branches'))
    ).filter((row) => row.instanceId === instanceId);
    const [resource] = await db
      .select()
      .from(resources)
      .where(eq(resources.datasetId, dataset!.id));
    const checkedAt = new Date();
    await db
      .update(resources)
      .set({ linkStatus: 'dead', linkReason: 'http-status', linkCheckedAt: checkedAt })
      .where(eq(resources.id, resource!.id));
    await db
      .update(datasets)
      .set({ linkStatus: 'dead', linkReason: 'http-status', linkCheckedAt: checkedAt })
      .where(eq(datasets.id, dataset!.id));

    catalogue.store.changeDataset('library-branches', (stored) => {
      stored.resources[0]!.url = `${catalogue.url}/files/library-branches-2025.csv`;
    });
    await callFunction(testApp, 'instances.harvest', { instanceId }, { cookie: owner.cookie });
    expect((await waitForHarvest(testApp, instanceId)).status).toBe('succeeded');

    const [after] = await db.select().from(resources).where(eq(resources.id, resource!.id));
    expect(after).toMatchObject({
      url: `${catalogue.url}/files/library-branches-2025.csv`,
      linkStatus: null,
      linkReason: null,
      linkCheckedAt: null,
    });
    const [datasetAfter] = await db.select().from(datasets).where(eq(datasets.id, dataset!.id));
    expect(datasetAfter!.linkStatus).toBeNull();
  });

  it('stores every resource of a first harvest, and drops one the catalogue no longer lists', async () => {
    const { instanceId } = await buildHarvestedInstance(testApp, owner, catalogue.url, {
      organizationIds: 'riverside-council',
    });
    const db = testApp.runtime.db;
    const resourceUrlsOf = async (name: string) => {
      const [dataset] = (await datasetsOf(instanceId)).filter((row) => row.name === name);
      const rows = await db.select().from(resources).where(eq(resources.datasetId, dataset!.id));
      return rows.map((row) => row.url).sort();
    };
    const listed = catalogue.store
      .liveDatasetNamed('library-branches')!
      .resources.map((resource) => resource.url);
    expect(listed.length).toBeGreaterThan(0);
    expect(await resourceUrlsOf('library-branches')).toEqual([...listed].sort());

    catalogue.store.changeDataset('library-branches', (stored) => {
      stored.resources.splice(0, 1);
    });
    await callFunction(testApp, 'instances.harvest', { instanceId }, { cookie: owner.cookie });
    expect((await waitForHarvest(testApp, instanceId)).status).toBe('succeeded');

    expect(await resourceUrlsOf('library-branches')).toEqual(listed.slice(1).sort());
  });

  it('records a failed harvest as an error event and keeps the last good copy', async () => {
    const { instanceId } = await buildHarvestedInstance(testApp, owner, catalogue.url, {
      organizationIds: 'sakura-pref-tokei',
    });
    const before = await datasetsOf(instanceId);
    await testApp.runtime.db
      .update(instances)
      .set({ url: 'http://127.0.0.1:1' })
      .where(eq(instances.id, instanceId));
    await callFunction(testApp, 'instances.harvest', { instanceId }, { cookie: owner.cookie });
    const run = await waitForHarvest(testApp, instanceId);
    expect(run.status).toBe('failed');
    const failure = (
      await testApp.runtime.db.select().from(events).where(eq(events.instanceId, instanceId))
    ).find((e) => e.kind === 'harvest.failed');
    expect(failure).toMatchObject({ level: 'error', details: { reason: 'catalogueUnreachable' } });
    expect(await datasetsOf(instanceId)).toHaveLength(before.length);
    const detail = await callFunction(
      testApp,
      'instances.get',
      { instanceId },
      { cookie: owner.cookie },
    );
    expect(detail.result).toMatchObject({ state: 'ready', lastHarvest: { status: 'failed' } });
  });

  it('lets only members reach an instance, and only managers add one', async () => {
    const { workspaceId, instanceId } = await buildHarvestedInstance(
      testApp,
      owner,
      catalogue.url,
      { organizationIds: 'sakura-pref-kenko' },
    );
    expect(
      (await callFunction(testApp, 'instances.get', { instanceId }, { cookie: stranger.cookie }))
        .status,
    ).toBe(404);
    expect(
      (
        await callFunction(
          testApp,
          'instances.harvest',
          { instanceId },
          { cookie: stranger.cookie },
        )
      ).status,
    ).toBe(404);
    const add = await callFunction(
      testApp,
      'instances.create',
      { workspaceId, name: 'x', url: catalogue.url, limitScope: false },
      { cookie: stranger.cookie },
    );
    expect(add.status).toBe(404);
  });
});
