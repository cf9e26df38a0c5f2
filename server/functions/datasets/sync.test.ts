import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatasetDetail, PushSummary } from '#contract/functions/datasets/index.js';
import { events, histories, resources, workspaceMembers } from '#server/db/schema/index.js';
import { buildUser } from '#server/test-support/accounts.js';
import { checkResource, resourceOf } from '../sensitive/test-support/sensitive-checks.js';
import { useSyncFixture } from '#server/test-support/use-sync-fixture.js';

interface SyncAnswer {
  outcome: 'synced' | 'conflict';
  push: PushSummary | null;
  dataset: DatasetDetail;
}

describe('syncing a dataset to the catalogue', () => {
  const fixture = useSyncFixture();

  const sync = (datasetId: string, user = fixture.owner) =>
    fixture.call<SyncAnswer>('datasets.sync', { datasetId }, user);

  it('creates a new dataset with package_create; the catalogue then holds it', async () => {
    const created = await fixture.call<DatasetDetail>('datasets.create', {
      instanceId: fixture.instanceId,
      name: 'bus-stops',
      title: 'Bus stops',
      notes: 'Every bus stop of the city.',
      tags: ['bus', 'transport'],
      licenseId: 'cc-by-4.0',
      organization: 'riverside-council',
      groups: ['transport'],
      updateFrequency: 'monthly',
    });
    const answer = await sync(created.result.id);
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    expect(answer.result.outcome).toBe('synced');
    expect(answer.result.push).toMatchObject({ action: 'create' });
    const held = fixture.catalogue.store.findDataset('bus-stops')!;
    expect(held).toMatchObject({
      title: 'Bus stops',
      tags: ['bus', 'transport'],
      extras: { update_frequency: 'monthly' },
    });
    expect(answer.result.dataset).toMatchObject({
      ckanId: held.id,
      syncStatus: 'synced',
      organizationName: 'riverside-council',
    });
  });

  it('patches only the fields that changed: title and tags', async () => {
    const edited = await fixture.edit('hinanjo-ichiran', {
      title: '指定避難所一覧',
      tags: ['避難所', '防災', '指定避難所'],
    });
    expect(edited.syncStatus).toBe('not_synced');
    const patchesBefore = fixture.proxy.calls('package_patch').length;
    const answer = await sync(edited.id);
    expect(answer.result.outcome).toBe('synced');
    const patches = fixture.proxy.calls('package_patch').slice(patchesBefore);
    expect(patches).toHaveLength(1);
    expect(Object.keys(patches[0]!.body).sort()).toEqual(['id', 'tags', 'title']);
    expect(fixture.catalogue.store.findDataset('hinanjo-ichiran')).toMatchObject({
      title: '指定避難所一覧',
      tags: ['指定避難所', '避難所', '防災'],
      maintainer: '危機管理部 防災課',
    });
    expect(answer.result.dataset.syncStatus).toBe('synced');
    const history = await fixture.call<{ items: { id: string; source: string }[] }>(
      'histories.list',
      { instanceId: fixture.instanceId, datasetId: edited.id, source: 'sync' },
    );
    const entry = await fixture.call<{ changes: unknown[] }>('histories.get', {
      historyId: history.result.items[0]!.id,
    });
    expect(entry.result.changes).toEqual([
      { field: 'title', before: '避難所一覧', after: '指定避難所一覧' },
      // CKAN lists tags sorted; the user's order is kept on our side.
      {
        field: 'tags',
        before: ['災害', '避難所', '防災'],
        after: ['避難所', '防災', '指定避難所'],
      },
    ]);
  });

  it('sends the whole extras list when the update frequency changed', async () => {
    const before = fixture.catalogue.store.findDataset('aed-setchi-basho')!;
    const extras = { ...before.extras };
    const edited = await fixture.edit('aed-setchi-basho', { updateFrequency: '四半期毎' });
    const patchesBefore = fixture.proxy.calls('package_patch').length;
    await sync(edited.id);
    const [patch] = fixture.proxy.calls('package_patch').slice(patchesBefore);
    expect(Object.keys(patch!.body).sort()).toEqual(['extras', 'id']);
    expect(fixture.catalogue.store.findDataset('aed-setchi-basho')!.extras).toEqual({
      ...extras,
      update_frequency: '四半期毎',
    });
  });

  it('creates, patches, deletes and reorders resources', async () => {
    const detail = await fixture.datasetNamed('jinko-tokei-shikuchoson');
    const db = fixture.testApp.runtime.db;
    const rows = await db
      .select()
      .from(resources)
      .where(eq(resources.datasetId, detail.id))
      .orderBy(asc(resources.position));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = rows;
    // As an import will: rename the first, drop the second, add one, put the third first.
    await db
      .update(resources)
      .set({ name: '人口統計（CSV, 更新）', position: 1 })
      .where(eq(resources.id, first!.id));
    await db.delete(resources).where(eq(resources.id, second!.id));
    await db.update(resources).set({ position: 0 }).where(eq(resources.id, third!.id));
    await db.insert(resources).values({
      datasetId: detail.id,
      instanceId: fixture.instanceId,
      ckanId: null,
      position: 2,
      name: '人口統計（JSON）',
      url: `${fixture.catalogue.url}/files/jinko-tokei.json`,
      format: 'JSON',
      syncStatus: 'local_only',
    });
    const answer = await sync(detail.id);
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    expect(answer.result.push).toMatchObject({
      action: null,
      resourcesCreated: 1,
      resourcesUpdated: 1,
      resourcesDeleted: 1,
      reordered: true,
    });
    const held = fixture.catalogue.store.findDataset('jinko-tokei-shikuchoson')!;
    expect(held.resources.map((resource) => resource.name)).toEqual([
      third!.name,
      '人口統計（CSV, 更新）',
      '人口統計（JSON）',
      ...rows.slice(3).map((row) => row.name),
    ]);
    const local = answer.result.dataset.resources;
    expect(local.map((resource) => resource.ckanId)).toEqual(held.resources.map((r) => r.id));
    expect(local.every((resource) => resource.syncStatus === 'synced')).toBe(true);
  });

  it('answers a clear error when the user has no catalogue API key', async () => {
    const colleague = await buildUser(fixture.testApp);
    await fixture.testApp.runtime.db
      .insert(workspaceMembers)
      .values({ workspaceId: fixture.workspaceId, userId: colleague.id, role: 'admin' });
    const detail = await fixture.datasetNamed('kanko-shisetsu');
    const answer = await sync(detail.id, colleague);
    expect(answer.status).toBe(403);
    expect(answer.error!.details!.reason).toBe('catalogueApiKeyMissing');
  });

  it('lets only one sync of a dataset run at a time; the next one after it is free to run', async () => {
    const edited = await fixture.edit('jinko-tokei-shikuchoson', {
      title: '人口統計（市区町村別・月次）',
    });
    const patchesBefore = fixture.proxy.calls('package_patch').length;
    const held = fixture.proxy.holdNext('package_show');
    const first = sync(edited.id);
    await held.reached;
    const second = await sync(edited.id);
    expect(second.status).toBe(409);
    expect(second.error!.details!.reason).toBe('syncInProgress');
    held.release();
    expect((await first).status).toBe(200);
    expect(fixture.proxy.calls('package_patch').length - patchesBefore).toBe(1);
    const third = await sync(edited.id);
    expect(third.status, JSON.stringify(third.error)).toBe(200);
    expect(third.result).toMatchObject({ outcome: 'synced', push: null });
  });

  it('records a push that landed without its answer on the next sync: nothing sent again, no conflict', async () => {
    // What a process that died after its package_patch landed leaves: the catalogue holds exactly
    // the local edit under a newer metadata_modified, the local copy still waits to be synced.
    const edited = await fixture.edit('setai-su-suii', { title: '世帯数の推移（改訂）' });
    fixture.catalogue.store.changeDataset('setai-su-suii', (dataset) => {
      dataset.title = edited.title;
    });
    const patchesBefore = fixture.proxy.calls('package_patch').length;
    const answer = await sync(edited.id);
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    expect(answer.result).toMatchObject({
      outcome: 'synced',
      push: { action: null, fields: [] },
      dataset: { syncStatus: 'synced', title: edited.title },
    });
    expect(fixture.proxy.calls('package_patch').length).toBe(patchesBefore);
    const [history] = await fixture.testApp.runtime.db
      .select()
      .from(histories)
      .where(and(eq(histories.datasetId, edited.id), eq(histories.source, 'sync')));
    expect(history).toMatchObject({
      changes: [expect.objectContaining({ field: 'title', after: edited.title })],
      details: expect.objectContaining({ foundInCatalogue: true }),
    });
  });

  it("maps CKAN's 409 validation errors onto the form fields and keeps the local copy", async () => {
    const edited = await fixture.edit('library-branches', { tags: ['libraries', 'x'] });
    const answer = await sync(edited.id);
    expect(answer.status).toBe(400);
    expect(answer.error!.details!.reason).toBe('catalogueValidation');
    expect(Object.keys(answer.error!.details!.fields!)).toEqual(['tags']);
    expect(answer.error!.details!.fields!.tags![0]).toMatch(/length is less than minimum 2/);
    const after = await fixture.datasetNamed('library-branches');
    expect(after).toMatchObject({
      syncStatus: 'not_synced',
      tags: ['libraries', 'x'],
      version: edited.version,
    });
  });

  it("refuses with catalogueForbidden when the user's key may not edit the dataset", async () => {
    const editor = await buildUser(fixture.testApp);
    await fixture.testApp.runtime.db
      .insert(workspaceMembers)
      .values({ workspaceId: fixture.workspaceId, userId: editor.id, role: 'admin' });
    await fixture.giveApiKey(editor, fixture.catalogue.editorToken('midori-city'));
    const edited = await fixture.edit('business-licences', { title: 'Business licences (2024)' });
    const answer = await sync(edited.id, editor);
    expect(answer.status).toBe(403);
    expect(answer.error!.details!.reason).toBe('catalogueForbidden');
    expect((await fixture.datasetNamed('business-licences')).syncStatus).toBe('not_synced');
  });

  it("answers 'Could not update metadata for some reason' to a CKAN 500, with the detail in the events", async () => {
    const edited = await fixture.edit('kanko-shisetsu', { maintainer: '観光課' });
    fixture.proxy.failNext(
      'package_patch',
      500,
      JSON.stringify({
        success: false,
        error: { __type: 'Internal Server Error', message: 'Internal Server Error' },
      }),
    );
    const answer = await sync(edited.id);
    expect(answer.status).toBe(500);
    expect(answer.error).toMatchObject({
      status: 'INTERNAL',
      message: 'Could not update metadata for some reason',
      details: { reason: 'metadataUpdateFailed' },
    });
    const after = await fixture.datasetNamed('kanko-shisetsu');
    expect(after).toMatchObject({
      maintainer: '観光課',
      syncStatus: 'not_synced',
      version: edited.version,
    });
    expect(after.remote).toEqual(edited.remote);
    expect(fixture.catalogue.store.findDataset('kanko-shisetsu')!.maintainer).not.toBe('観光課');
    const [failure] = await fixture.testApp.runtime.db
      .select()
      .from(events)
      .where(and(eq(events.instanceId, fixture.instanceId), eq(events.kind, 'dataset.syncFailed')));
    expect(failure).toMatchObject({
      level: 'error',
      details: expect.objectContaining({ status: 500 }),
    });

    // The next try goes through.
    const retried = await sync(edited.id);
    expect(retried.result.outcome).toBe('synced');
    expect(fixture.catalogue.store.findDataset('kanko-shisetsu')!.maintainer).toBe('観光課');
  });

  it('asks for confirmation when a check found likely personal data, and records who confirmed', async () => {
    const resource = await resourceOf(fixture, 'shobodan-meibo', 'shobodan-meibo.csv');
    const check = await checkResource(fixture.testApp, fixture.owner, resource.id);
    expect(check.status).toBe('succeeded');
    const edited = await fixture.edit('shobodan-meibo', { title: '消防団員名簿（非公開版）' });
    const patches = fixture.proxy.calls('package_patch').length;

    const unconfirmed = await sync(edited.id);
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.error!.details).toMatchObject({
      reason: 'sensitiveConfirmationNeeded',
      resources: [
        {
          resourceId: resource.id,
          resourceName: resource.name,
          types: expect.arrayContaining(['PERSON_NAME']),
        },
      ],
    });
    expect(fixture.proxy.calls('package_patch')).toHaveLength(patches);

    const answer = await fixture.call<SyncAnswer>('datasets.sync', {
      datasetId: edited.id,
      confirmSensitive: true,
    });
    expect(answer.result.outcome).toBe('synced');
    const history = await fixture.call<{ items: { id: string }[] }>('histories.list', {
      instanceId: fixture.instanceId,
      datasetId: edited.id,
      source: 'sync',
    });
    const entry = await fixture.call<{ details: Record<string, unknown> }>('histories.get', {
      historyId: history.result.items[0]!.id,
    });
    expect(entry.result.details).toMatchObject({
      sensitiveConfirmedBy: fixture.owner.id,
      sensitiveResources: [expect.objectContaining({ resourceId: resource.id })],
    });
  });
});
