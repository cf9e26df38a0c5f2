import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetDetail } from '../../../contract/functions/datasets/index.js';
import {
  csvBytes,
  csvObjects,
  downloadExport,
  uploadImport,
} from '../../test-support/import-export-files.js';
import { startSyncFixture, type SyncFixture } from '../../test-support/sync-fixture.js';

describe("the dataset CSV's Action column: delete", () => {
  let fixture: SyncFixture;
  beforeAll(async () => {
    fixture = await startSyncFixture();
  });
  afterAll(async () => {
    await fixture?.close();
  });

  const ok = <T>(answer: { status: number; result: T; error?: unknown }) => {
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    return answer.result;
  };
  const exportedRows = async () => {
    const download = await downloadExport(
      fixture.testApp,
      { instanceId: fixture.instanceId },
      fixture.owner.cookie,
    );
    return csvObjects(download.bytes);
  };
  const previewOf = (rows: Record<string, string>[], fileName: string) =>
    uploadImport(
      fixture.testApp,
      fixture.instanceId,
      csvBytes(rows),
      fixture.owner.cookie,
      fileName,
    );

  it('previews a delete, marks the catalogue dataset to be deleted on apply, and the sync deletes it there', async () => {
    const rows = await exportedRows();
    expect(rows.every((row) => row.Action === '')).toBe(true);
    const doomed = rows.find((row) => row['Dataset Name'] === 'setai-su-suii')!;
    doomed.Action = 'Delete';
    const previewed = await previewOf(rows, 'cleanup.csv');
    expect(previewed.preview).toMatchObject({
      issueCount: 0,
      counts: { new: 0, changed: 0, deleted: 1 },
    });
    expect(previewed.preview.changes).toEqual([
      expect.objectContaining({ datasetName: 'setai-su-suii', status: 'delete' }),
    ]);
    ok(await fixture.call('imports.apply', { importId: previewed.preview.importId }));

    const marked = await fixture.datasetNamed('setai-su-suii');
    expect(marked.syncStatus).toBe('to_delete');
    const synced = ok(
      await fixture.call<{ outcome: string }>('datasets.sync', { datasetId: marked.id }),
    );
    expect(synced.outcome).toBe('deleted');
    expect(fixture.catalogue.store.findDataset('setai-su-suii')?.state).toBe('deleted');
    await expect(fixture.datasetNamed('setai-su-suii')).rejects.toThrow();
  });

  it('removes a dataset that exists only here at once, the history naming the file', async () => {
    const created = ok(
      await fixture.call<DatasetDetail>('datasets.create', {
        instanceId: fixture.instanceId,
        name: 'scratch-list',
        title: 'Scratch list',
        licenseId: 'cc-by-4.0',
        organization: 'riverside-council',
      }),
    );
    const rows = await exportedRows();
    rows.find((row) => row['Dataset Name'] === 'scratch-list')!.Action = 'delete';
    const previewed = await previewOf(rows, 'scratch.csv');
    ok(await fixture.call('imports.apply', { importId: previewed.preview.importId }));
    await expect(fixture.datasetNamed('scratch-list')).rejects.toThrow();
    const history = ok(
      await fixture.call<{ items: { source: string; datasetId: string | null }[] }>(
        'histories.list',
        { instanceId: fixture.instanceId, datasetName: 'scratch-list' },
      ),
    );
    expect(history.items.map((item) => item.source)).toEqual(['delete', 'create']);
    expect(created.id).toBeTruthy();
  });

  it('shows a wrong Action and a delete of an unknown dataset at their rows, and applies nothing', async () => {
    const rows = await exportedRows();
    rows[0]!.Action = 'remove';
    rows[1]!.Action = 'delete';
    rows[1]!['Dataset Name'] = 'no-such-dataset';
    const previewed = await previewOf(rows, 'wrong.csv');
    expect(previewed.preview.importId).toBeNull();
    expect(previewed.preview.issues).toEqual([
      { row: 2, column: 'Action', key: 'csvDatasetActionUnknown' },
      { row: 3, column: 'Dataset Name', key: 'csvDatasetUnknown' },
    ]);
  });
});
