import { csvBytes, uploadImport } from './import-export-files.js';
import type { SyncFixture } from './sync-fixture.js';

/** Uploads these rows as a CSV file for an import preview, as the fixture's owner, through HTTP. */
export function uploadCsvRows(
  fixture: SyncFixture,
  rows: Record<string, string>[],
  fileName: string,
) {
  return uploadImport(
    fixture.testApp,
    fixture.instanceId,
    csvBytes(rows),
    fixture.owner.cookie,
    fileName,
  );
}
