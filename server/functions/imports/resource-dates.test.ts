import { describe, expect, it } from 'vitest';
import type { DatasetDetail } from '#contract/functions/datasets/index.js';
import {
  csvObjects,
  downloadExport,
  zipEntries,
} from '#server/test-support/import-export-files.js';
import { useSyncFixture } from '#server/test-support/use-sync-fixture.js';
import { expectOk } from '#server/test-support/expect-ok.js';
import { historyOf } from '#server/test-support/history-of.js';
import { uploadCsvRows } from '#server/test-support/upload-csv-rows.js';

describe("a resource's Created and Last Modified through the resource CSV", () => {
  const fixture = useSyncFixture();

  const resourceRows = async () => {
    const download = await downloadExport(
      fixture.testApp,
      { instanceId: fixture.instanceId, include: 'datasetsAndResources' },
      fixture.owner.cookie,
    );
    const zip = zipEntries(download.bytes);
    return csvObjects(zip[Object.keys(zip).find((name) => name.startsWith('resources'))!]!);
  };

  it('applies both dates as the instants written (any zone), records them, and syncs them to the catalogue', async () => {
    const rows = await resourceRows();
    const target = rows[0]!;
    const datasetName = target['Dataset Name']!;
    const ofDataset = rows.filter((row) => row['Dataset Name'] === datasetName);
    target['Resource Created'] = '2024-04-01T09:00:00+09:00';
    target['Resource Last Modified'] = '2025-01-15T18:30:00Z';
    const previewed = await uploadCsvRows(fixture, ofDataset, 'dates.csv');
    expect(previewed.preview).toMatchObject({ issueCount: 0, counts: { changed: 1 } });
    expect(previewed.preview.changes.flatMap((change) => change.changes)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'resource.created', after: '2024-04-01T00:00:00.000Z' }),
        expect.objectContaining({
          field: 'resource.lastModified',
          after: '2025-01-15T18:30:00.000Z',
        }),
      ]),
    );
    expectOk(await fixture.call('imports.apply', { importId: previewed.preview.importId }));

    const detail: DatasetDetail = await fixture.datasetNamed(datasetName);
    const resource = detail.resources.find((row) => row.id === target['Resource Id'])!;
    expect(resource).toMatchObject({
      created: '2024-04-01T00:00:00.000Z',
      lastModified: '2025-01-15T18:30:00.000Z',
    });
    const [history] = await historyOf(fixture, datasetName);
    expect(history!.changes.map((change) => change.field).sort()).toEqual([
      'resource.created',
      'resource.lastModified',
    ]);

    // The same file again: nothing left to change (the instants compare, not the spelling).
    const again = await uploadCsvRows(fixture, ofDataset, 'dates.csv');
    expect(again.preview.counts).toMatchObject({ changed: 0, new: 0 });

    fixture.proxy.seen.length = 0;
    const synced = expectOk(
      await fixture.call<{ outcome: string }>('datasets.sync', { datasetId: detail.id }),
    );
    expect(synced.outcome).toBe('synced');
    const [patch] = fixture.proxy.calls('resource_patch');
    expect(patch!.body).toEqual({
      id: expect.any(String),
      created: '2024-04-01T00:00:00',
      last_modified: '2025-01-15T18:30:00',
    });
    const held = fixture.catalogue.store
      .findDataset(datasetName)!
      .resources.find((row) => row.id === patch!.body.id)!;
    expect(held).toMatchObject({
      created: '2024-04-01T00:00:00',
      last_modified: '2025-01-15T18:30:00',
    });
    // Harvested back, the working copy and the catalogue agree: nothing to send.
    await fixture.harvest();
    expect((await fixture.datasetNamed(datasetName)).syncStatus).toBe('synced');
  });

  it('keeps the dates when the resource form, which does not show them, saves other fields', async () => {
    const rows = await resourceRows();
    const target = rows.find((row) => row['Resource Created'] !== '')!;
    const detail = await fixture.datasetNamed(target['Dataset Name']!);
    const resource = detail.resources.find((row) => row.id === target['Resource Id'])!;
    const saved = expectOk(
      await fixture.call<DatasetDetail>('resources.update', {
        datasetId: detail.id,
        version: detail.version,
        resourceId: resource.id,
        name: `${resource.name} (2)`,
        url: resource.url,
        description: resource.description,
        format: resource.format,
        size: resource.size,
      }),
    );
    expect(saved.resources.find((row) => row.id === resource.id)).toMatchObject({
      created: resource.created,
      lastModified: resource.lastModified,
    });
  });
});
