import { describe, expect, it } from 'vitest';
import { useSyncFixture } from '#server/test-support/use-sync-fixture.js';
import { expectOk } from '#server/test-support/expect-ok.js';
import { uploadCsvRows } from '#server/test-support/upload-csv-rows.js';
import { exportedDatasetRows } from '#server/test-support/exported-dataset-rows.js';

describe("the dataset CSV's Action column: delete", () => {
  const fixture = useSyncFixture();

  it('previews a delete, marks the catalogue dataset to be deleted on apply, and the sync deletes it there', async () => {
    const rows = await exportedDatasetRows(fixture);
    expect(rows.every((row) => row.Action === '')).toBe(true);
    const doomed = rows.find((row) => row['Dataset Name'] === 'setai-su-suii')!;
    doomed.Action = 'Delete';
    const previewed = await uploadCsvRows(fixture, rows, 'cleanup.csv');
    expect(previewed.preview).toMatchObject({
      issueCount: 0,
      counts: { new: 0, changed: 0, deleted: 1 },
    });
    expect(previewed.preview.changes).toEqual([
      expect.objectContaining({ datasetName: 'setai-su-suii', status: 'delete' }),
    ]);
    expectOk(await fixture.call('imports.apply', { importId: previewed.preview.importId }));

    const marked = await fixture.datasetNamed('setai-su-suii');
    expect(marked.syncStatus).toBe('to_delete');
    const synced = expectOk(
      await fixture.call<{ outcome: string }>('datasets.sync', { datasetId: marked.id }),
    );
    expect(synced.outcome).toBe('deleted');
    expect(fixture.catalogue.store.findDataset('setai-su-suii')?.state).toBe('deleted');
    await expect(fixture.datasetNamed('setai-su-suii')).rejects.toThrow();
  });

  it('removes a dataset that exists only here at once, the history naming the file', async () => {
    const created = await fixture.create('scratch-list');
    const rows = await exportedDatasetRows(fixture);
    rows.find((row) => row['Dataset Name'] === 'scratch-list')!.Action = 'delete';
    const previewed = await uploadCsvRows(fixture, rows, 'scratch.csv');
    expectOk(await fixture.call('imports.apply', { importId: previewed.preview.importId }));
    await expect(fixture.datasetNamed('scratch-list')).rejects.toThrow();
    const history = expectOk(
      await fixture.call<{ items: { source: string; datasetId: string | null }[] }>(
        'histories.list',
        { instanceId: fixture.instanceId, datasetName: 'scratch-list' },
      ),
    );
    expect(history.items.map((item) => item.source)).toEqual(['delete', 'create']);
    expect(created.id).toBeTruthy();
  });

  it('shows a wrong Action and a delete of an unknown dataset at their rows, and applies nothing', async () => {
    const rows = await exportedDatasetRows(fixture);
    rows[0]!.Action = 'remove';
    rows[1]!.Action = 'delete';
    rows[1]!['Dataset Name'] = 'no-such-dataset';
    const previewed = await uploadCsvRows(fixture, rows, 'wrong.csv');
    expect(previewed.preview.importId).toBeNull();
    expect(previewed.preview.issues).toEqual([
      {
        row: 2,
        column: 'Action',
        key: 'csvDatasetActionUnknown',
        message: 'Action must be blank or delete',
      },
      {
        row: 3,
        column: 'Dataset Name',
        key: 'csvDatasetUnknown',
        message: 'No dataset of this name in this catalogue',
      },
    ]);
  });
});
