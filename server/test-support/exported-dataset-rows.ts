import { expect } from 'vitest';
import { csvObjects, downloadExport } from './import-export-files.js';
import type { SyncFixture } from './sync-fixture.js';

/** The rows of the dataset CSV the fixture's owner downloads through HTTP; expects it served. */
export async function exportedDatasetRows(fixture: SyncFixture): Promise<Record<string, string>[]> {
  const download = await downloadExport(
    fixture.testApp,
    { instanceId: fixture.instanceId },
    fixture.owner.cookie,
  );
  expect(download.status).toBe(200);
  return csvObjects(download.bytes);
}
