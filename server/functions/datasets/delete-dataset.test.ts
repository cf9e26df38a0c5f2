import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatasetDetail } from '#contract/functions/datasets/index.js';
import { datasets, resources } from '#server/db/schema/index.js';
import { formValuesOf } from '#server/test-support/sync-fixture.js';
import { useSyncFixture } from '#server/test-support/use-sync-fixture.js';
import { expectOk } from '#server/test-support/expect-ok.js';
import { historyOf } from '#server/test-support/history-of.js';

type Deleted = { outcome: 'removed' } | { outcome: 'markedForDeletion'; dataset: DatasetDetail };

describe('deleting a dataset', () => {
  const fixture = useSyncFixture();

  const datasetCount = async () =>
    expectOk(
      await fixture.call<{ datasetCount: number }>('instances.get', {
        instanceId: fixture.instanceId,
      }),
    ).datasetCount;
  const eventsOf = async (datasetName: string) => {
    const list = expectOk(
      await fixture.call<{ items: { kind: string; details: Record<string, unknown> }[] }>(
        'events.list',
        { instanceId: fixture.instanceId },
      ),
    );
    return list.items.filter((event) => event.details.datasetName === datasetName);
  };

  const deleteAt = async (datasetId: string, version: number) =>
    expectOk(await fixture.call<Deleted>('datasets.delete', { datasetId, version }));
  const restoreAt = async (datasetId: string, version: number) =>
    expectOk(await fixture.call<DatasetDetail>('datasets.restore', { datasetId, version }));
  const editMaintainer = async (dataset: DatasetDetail, version: number, maintainer: string) =>
    expectOk(
      await fixture.call<DatasetDetail>('datasets.update', {
        datasetId: dataset.id,
        version,
        ...formValuesOf(dataset),
        maintainer,
      }),
    );

  it('removes a dataset created here at once; its history stays readable', async () => {
    const created = await fixture.create('kari-dataset', { title: '仮のデータセット' });
    const withResource = await fixture.addResource(created, {
      name: '仮の資料',
      url: 'https://www.example.jp/kari.csv',
      format: 'CSV',
    });
    const countBefore = await datasetCount();

    // Based on an older version: refused, nothing deleted.
    const stale = await fixture.call('datasets.delete', {
      datasetId: created.id,
      version: created.version,
    });
    expect(stale.error).toMatchObject({ details: { reason: 'staleVersion' } });

    const deleted = await deleteAt(created.id, withResource.version);
    expect(deleted).toEqual({ outcome: 'removed' });
    const db = fixture.testApp.runtime.db;
    expect(await db.select().from(datasets).where(eq(datasets.id, created.id))).toEqual([]);
    expect(await db.select().from(resources).where(eq(resources.datasetId, created.id))).toEqual(
      [],
    );
    expect((await fixture.call('datasets.get', { datasetId: created.id })).status).toBe(404);
    expect(await datasetCount()).toBe(countBefore - 1);

    // The dataset's history is still there by its name, ending with what was deleted.
    const history = await historyOf(fixture, 'kari-dataset');
    expect(history.map((entry) => entry.source)).toEqual(['delete', 'edit', 'create']);
    const [removal] = history;
    expect(removal).toMatchObject({
      datasetName: 'kari-dataset',
      details: { deletion: 'removed' },
    });
    expect(removal!.changes).toEqual(
      expect.arrayContaining([
        { field: 'title', before: '仮のデータセット', after: '' },
        expect.objectContaining({ field: 'resource', after: null, resourceName: '仮の資料' }),
      ]),
    );
    expect((await eventsOf('kari-dataset')).map((event) => event.kind)).toEqual([
      'dataset.deleted',
    ]);
    // Nothing went to the catalogue.
    expect(fixture.proxy.calls('package_delete')).toHaveLength(0);
  });

  it('marks a catalogue dataset to be deleted at its next sync, and undoes the mark', async () => {
    const before = await fixture.datasetNamed('gomi-shushu-bi');
    expect(before.syncStatus).toBe('synced');
    const countBefore = await datasetCount();

    const marked = await deleteAt(before.id, before.version);
    expect(marked.outcome).toBe('markedForDeletion');
    const markedDataset = (marked as { dataset: DatasetDetail }).dataset;
    expect(markedDataset).toMatchObject({ syncStatus: 'to_delete', version: before.version + 1 });
    expect(await datasetCount()).toBe(countBefore);
    // Deleting it again changes nothing.
    const again = await deleteAt(before.id, markedDataset.version);
    expect(again).toMatchObject({ dataset: { version: markedDataset.version } });

    // An edit meanwhile keeps the mark.
    const edited = await editMaintainer(before, markedDataset.version, '環境課');
    expect(edited.syncStatus).toBe('to_delete');

    const restored = await restoreAt(before.id, edited.version);
    // Back to what its edit makes it: not synced (the maintainer changed here).
    expect(restored).toMatchObject({ syncStatus: 'not_synced', version: edited.version + 1 });

    const history = await historyOf(fixture, 'gomi-shushu-bi');
    expect(history.slice(0, 3).map((entry) => entry.source)).toEqual(['restore', 'edit', 'delete']);
    expect(history[2]!.details).toEqual({ deletion: 'marked' });
    expect((await eventsOf('gomi-shushu-bi')).map((event) => event.kind)).toEqual([
      'dataset.restored',
      'dataset.markedForDeletion',
    ]);
    expect(fixture.catalogue.store.findDataset('gomi-shushu-bi')).toBeDefined();
  });

  it('sends package_delete at the sync of a marked dataset, then removes it here', async () => {
    const before = await fixture.datasetNamed('kanko-shisetsu');
    const countBefore = await datasetCount();
    const marked = (await deleteAt(before.id, before.version)) as { dataset: DatasetDetail };
    expect(marked.dataset.syncStatus).toBe('to_delete');

    const synced = expectOk(
      await fixture.call<{ outcome: string; datasetName: string }>('datasets.sync', {
        datasetId: before.id,
      }),
    );
    expect(synced).toEqual({ outcome: 'deleted', datasetName: 'kanko-shisetsu' });
    expect(fixture.proxy.calls('package_delete')).toHaveLength(1);
    expect(fixture.catalogue.store.findDataset('kanko-shisetsu')?.state).toBe('deleted');
    // Gone here too, counted out, its history readable to the end.
    expect((await fixture.call('datasets.get', { datasetId: before.id })).status).toBe(404);
    expect(await datasetCount()).toBe(countBefore - 1);
    const history = await historyOf(fixture, 'kanko-shisetsu');
    expect(history[0]).toMatchObject({ source: 'delete', details: { deletion: 'synced' } });
    expect((await eventsOf('kanko-shisetsu')).map((event) => event.kind)).toEqual([
      'dataset.deletedInCatalogue',
      'dataset.markedForDeletion',
    ]);
    // A harvest does not bring it back: the catalogue lists it no more.
    await fixture.harvest();
    await expect(fixture.datasetNamed('kanko-shisetsu')).rejects.toThrow();
  });

  it('keeps the mark and says why when the catalogue refuses the deletion', async () => {
    const before = await fixture.datasetNamed('business-licences');
    const marked = (await deleteAt(before.id, before.version)) as { dataset: DatasetDetail };
    fixture.proxy.failNext(
      'package_delete',
      403,
      JSON.stringify({
        success: false,
        error: { __type: 'Authorization Error', message: 'User not authorized to delete package' },
      }),
    );
    const answer = await fixture.call('datasets.sync', { datasetId: before.id });
    expect(answer.status).toBe(403);
    expect(answer.error!.details!.reason).toBe('catalogueForbidden');
    const after = await fixture.datasetNamed('business-licences');
    expect(after).toMatchObject({ syncStatus: 'to_delete', version: marked.dataset.version });
    expect(fixture.catalogue.store.findDataset('business-licences')?.state).toBe('active');
    expect((await eventsOf('business-licences'))[0]!.kind).not.toBe('dataset.deletedInCatalogue');
  });

  it('dismisses the datasets the catalogue removed, their histories still readable', async () => {
    for (const name of ['aed-setchi-basho', 'hinanjo-ichiran']) {
      fixture.catalogue.store.changeDataset(name, (dataset) => {
        dataset.state = 'deleted';
      });
    }
    await fixture.harvest();
    const removed = await fixture.datasetNamed('aed-setchi-basho');
    expect(removed.removed).toBe(true);
    const countBefore = await datasetCount();

    const answer = expectOk(
      await fixture.call<{ dismissed: number }>('datasets.dismissRemoved', {
        instanceId: fixture.instanceId,
      }),
    );
    expect(answer).toEqual({ dismissed: 2 });
    expect((await fixture.call('datasets.get', { datasetId: removed.id })).status).toBe(404);
    await expect(fixture.datasetNamed('hinanjo-ichiran')).rejects.toThrow();
    // Removed datasets no longer counted; nothing more to dismiss.
    expect(await datasetCount()).toBe(countBefore);
    const history = await historyOf(fixture, 'aed-setchi-basho');
    expect(history[0]).toMatchObject({ source: 'delete', details: { deletion: 'dismissed' } });
    expect((await eventsOf('aed-setchi-basho'))[0]!.kind).toBe('dataset.dismissed');
    expect(
      expectOk(
        await fixture.call<{ dismissed: number }>('datasets.dismissRemoved', {
          instanceId: fixture.instanceId,
        }),
      ),
    ).toEqual({ dismissed: 0 });
  });

  it('restores a conflict as a conflict', async () => {
    const before = await fixture.datasetNamed('chiiki-bosai-keikaku');
    const edited = await editMaintainer(before, before.version, '危機管理部');
    fixture.catalogue.store.changeDataset('chiiki-bosai-keikaku', (dataset) => {
      dataset.title = '地域防災計画（CKANで修正）';
    });
    await fixture.harvest();
    const conflicted = await fixture.datasetNamed('chiiki-bosai-keikaku');
    expect(conflicted.syncStatus).toBe('conflict');
    expect(conflicted.version).toBeGreaterThanOrEqual(edited.version);

    const marked = await deleteAt(before.id, conflicted.version);
    const markedDataset = (marked as { dataset: DatasetDetail }).dataset;
    expect(markedDataset.syncStatus).toBe('to_delete');
    const restored = await restoreAt(before.id, markedDataset.version);
    expect(restored.syncStatus).toBe('conflict');
  });

  it('re-creates a dataset the catalogue removed: a new local dataset, created there at its sync', async () => {
    fixture.catalogue.store.changeDataset('tokei-nenkan', (dataset) => {
      dataset.state = 'deleted';
    });
    await fixture.harvest();
    const removed = await fixture.datasetNamed('tokei-nenkan');
    expect(removed.removed).toBe(true);
    const countBefore = await datasetCount();

    const recreated = await restoreAt(removed.id, removed.version);
    expect(recreated).toMatchObject({ removed: false, ckanId: null, syncStatus: 'local_only' });
    expect(recreated.resources.every((resource) => resource.ckanId === null)).toBe(true);
    expect(await datasetCount()).toBe(countBefore + 1);
    expect((await historyOf(fixture, 'tokei-nenkan'))[0]).toMatchObject({
      source: 'restore',
      details: { restore: 'recreate' },
    });
    expect((await eventsOf('tokei-nenkan'))[0]!.kind).toBe('dataset.recreated');

    fixture.proxy.seen.length = 0;
    const synced = expectOk(
      await fixture.call<{ outcome: string; dataset: DatasetDetail }>('datasets.sync', {
        datasetId: removed.id,
      }),
    );
    expect(synced.outcome).toBe('synced');
    expect(fixture.proxy.calls('package_create')).toHaveLength(1);
    const live = fixture.catalogue.store.liveDatasetNamed('tokei-nenkan')!;
    expect(live.state).toBe('active');
    expect(live.resources.map((resource) => resource.name)).toEqual(
      removed.resources.map((resource) => resource.name),
    );
    expect(synced.dataset).toMatchObject({ ckanId: live.id, syncStatus: 'synced' });
  });
});
