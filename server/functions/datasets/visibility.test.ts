import { describe, expect, it } from 'vitest';
import type { DatasetDetail, DatasetRow } from '#contract/functions/datasets/index.js';
import { formValuesOf } from '#server/test-support/sync-fixture.js';
import { useSyncFixture } from '#server/test-support/use-sync-fixture.js';
import { expectOk } from '#server/test-support/expect-ok.js';
import { historyOf } from '#server/test-support/history-of.js';
import { uploadCsvRows } from '#server/test-support/upload-csv-rows.js';
import { exportedDatasetRows } from '#server/test-support/exported-dataset-rows.js';

describe('public or private: seen, changed, filtered, synced, exported and imported', () => {
  const fixture = useSyncFixture();

  const list = async (filter: Record<string, unknown>) =>
    expectOk(
      await fixture.call<{ items: DatasetRow[]; total: number }>('datasets.list', {
        instanceId: fixture.instanceId,
        pageSize: 100,
        ...filter,
      }),
    );
  const sync = async (datasetId: string) =>
    expectOk(await fixture.call<{ outcome: string }>('datasets.sync', { datasetId }));

  it('makes a public dataset private: history, list filter and badge data, sync sends private', async () => {
    const edited = await fixture.edit('hinanjo-ichiran', { visibility: 'private' });
    expect(edited).toMatchObject({ private: true, syncStatus: 'not_synced' });

    const [history] = await historyOf(fixture, 'hinanjo-ichiran');
    expect(history!.changes).toEqual([{ field: 'visibility', before: 'public', after: 'private' }]);

    const privateOnly = await list({ visibility: 'private' });
    expect(privateOnly.items.map((row) => row.name)).toEqual(['hinanjo-ichiran']);
    expect(privateOnly.total).toBe(1);
    const all = await list({});
    const publicOnly = await list({ visibility: 'public' });
    expect(publicOnly.total).toBe(all.total - 1);
    expect(publicOnly.items.every((row) => !row.private)).toBe(true);

    fixture.proxy.seen.length = 0;
    expect((await sync(edited.id)).outcome).toBe('synced');
    const [patch] = fixture.proxy.calls('package_patch');
    expect(patch!.body).toMatchObject({ private: true });
    expect(Object.keys(patch!.body).sort()).toEqual(['id', 'private']);
    expect(fixture.catalogue.store.findDataset('hinanjo-ichiran')!.private).toBe(true);
  });

  it('a harvest without a key keeps the private dataset (hidden from it, not removed)', async () => {
    await fixture.harvest();
    const kept = await fixture.datasetNamed('hinanjo-ichiran');
    expect(kept).toMatchObject({ removed: false, private: true, syncStatus: 'synced' });
  });

  it('an edit that leaves visibility out keeps it (a client that does not show it changes nothing)', async () => {
    const current = await fixture.datasetNamed('hinanjo-ichiran');
    const { visibility: _, ...withoutVisibility } = { ...formValuesOf(current), visibility: 0 };
    const saved = expectOk(
      await fixture.call<DatasetDetail>('datasets.update', {
        datasetId: current.id,
        version: current.version,
        ...withoutVisibility,
        maintainer: '防災課',
      }),
    );
    expect(saved.private).toBe(true);
  });

  it('refuses a visibility that is neither public nor private, at the field', async () => {
    const current = await fixture.datasetNamed('hinanjo-ichiran');
    const refused = await fixture.saveEdit(current, { visibility: 'secret' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.error)).toContain('visibilityInvalid');
  });

  it('exports Visibility; an import makes a private dataset public (any case), a blank keeps it', async () => {
    const rows = await exportedDatasetRows(fixture);
    const hinanjo = rows.find((row) => row['Dataset Name'] === 'hinanjo-ichiran')!;
    expect(hinanjo.Visibility).toBe('private');
    expect(rows.filter((row) => row.Visibility === 'public')).toHaveLength(rows.length - 1);

    const blanked = rows.map((row) => ({ ...row, Visibility: '' }));
    const unchanged = await uploadCsvRows(fixture, blanked, 'blank.csv');
    expect(unchanged.preview.counts).toMatchObject({ changed: 0, new: 0 });

    hinanjo.Visibility = 'Public';
    const previewed = await uploadCsvRows(fixture, rows, 'publish.csv');
    expect(previewed.preview.changes.map((change) => change.changes)).toEqual([
      [{ field: 'visibility', before: 'private', after: 'public' }],
    ]);
    expectOk(await fixture.call('imports.apply', { importId: previewed.preview.importId }));
    const published = await fixture.datasetNamed('hinanjo-ichiran');
    expect(published.private).toBe(false);

    fixture.proxy.seen.length = 0;
    expect((await sync(published.id)).outcome).toBe('synced');
    expect(fixture.proxy.calls('package_patch')[0]!.body).toMatchObject({ private: false });
    expect(fixture.catalogue.store.findDataset('hinanjo-ichiran')!.private).toBe(false);
  });

  it('shows a wrong Visibility cell at its row and column, and an older export without the column still imports', async () => {
    const rows = await exportedDatasetRows(fixture);
    rows[1]!.Visibility = 'secret';
    const refused = await uploadCsvRows(fixture, rows, 'wrong.csv');
    expect(refused.preview.importId).toBeNull();
    expect(refused.preview.issues).toEqual([
      {
        row: 3,
        column: 'Visibility',
        key: 'visibilityInvalid',
        message: 'Visibility must be public or private (blank keeps the current one)',
      },
    ]);

    const older = rows.map(({ Visibility: _, ...rest }) => rest);
    const imported = await uploadCsvRows(fixture, older, 'older.csv');
    expect(imported.preview.issues).toEqual([]);
    expect(imported.preview.counts).toMatchObject({ changed: 0, new: 0 });
  });

  it('creates a private dataset: package_create carries private', async () => {
    const created = await fixture.create('draft-budget', { visibility: 'private' });
    expect(created.private).toBe(true);
    await sync(created.id);
    expect(fixture.catalogue.store.findDataset('draft-budget')!.private).toBe(true);
  });

  it('harvests the private datasets the key chosen for harvests may read', async () => {
    await expect(fixture.datasetNamed('yosan-an-sagyochu')).rejects.toThrow();
    const state = expectOk(
      await fixture.call<{ usedForHarvest: boolean; mayChooseHarvestKey: boolean }>(
        'catalogueKeys.useForHarvest',
        { instanceId: fixture.instanceId, use: true },
      ),
    );
    expect(state).toMatchObject({ usedForHarvest: true, mayChooseHarvestKey: true });
    await fixture.harvest();
    const drafted = await fixture.datasetNamed('yosan-an-sagyochu');
    expect(drafted).toMatchObject({ private: true, removed: false, syncStatus: 'synced' });
    const privateOnly = await list({ visibility: 'private' });
    expect(privateOnly.items.map((row) => row.name)).toContain('yosan-an-sagyochu');

    // Back to harvesting without a key: what it cannot see is kept, not reported removed.
    expectOk(
      await fixture.call('catalogueKeys.useForHarvest', {
        instanceId: fixture.instanceId,
        use: false,
      }),
    );
    await fixture.harvest();
    expect((await fixture.datasetNamed('yosan-an-sagyochu')).removed).toBe(false);
  });
});
