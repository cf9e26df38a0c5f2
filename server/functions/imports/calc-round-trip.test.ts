import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetDetail } from '../../../contract/functions/datasets.js';
import { datasetCsvColumns, resourceCsvColumns } from '../../engines/csv/index.js';
import {
  downloadExport,
  uploadImport,
  zipEntries,
} from '../../test-support/import-export-files.js';
import { resaveInCalc } from '../../test-support/resave-in-calc.js';
import {
  formValuesOf,
  startSyncFixture,
  type SyncFixture,
} from '../../test-support/sync-fixture.js';

/**
 * An export opened in a real spreadsheet (LibreOffice Calc) and saved again must import as "no
 * changes": line feeds, quotes, commas, leading tabs and formula-like text included.
 */
describe('CSV exports through LibreOffice Calc', { timeout: 300_000 }, () => {
  let fixture: SyncFixture;
  beforeAll(async () => {
    fixture = await startSyncFixture();
    // Cells a spreadsheet is most likely to break.
    const hard: Array<[string, string]> = [
      ['aed-setchi-basho', '一段落目、"引用"を含む。\n\n**二段落目**, with a comma.'],
      ['hinanjo-ichiran', '\t字下げした説明  '],
      ['kanko-shisetsu', '=SUM(A1:A2) は数式ではなく文字です'],
      ['gomi-shushu-bi', '+81 と -1 と @mention'],
      // Line feeds alone (no quote, no comma): a spreadsheet starts a new row at each unless quoted.
      ['iryo-kikan-ichiran', '一行目です。\n\n**二行目**です。'],
    ];
    for (const [name, notes] of hard) {
      const dataset = await fixture.datasetNamed(name);
      const saved = await fixture.call<DatasetDetail>('datasets.update', {
        datasetId: dataset.id,
        version: dataset.version,
        ...formValuesOf(dataset),
        notes,
      });
      expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    }
  }, 180_000);
  afterAll(async () => {
    await fixture?.close();
  });

  const exportZip = async (encoding: 'utf8' | 'shift_jis') => {
    const download = await downloadExport(
      fixture.testApp,
      { instanceId: fixture.instanceId, include: 'datasetsAndResources', encoding },
      fixture.owner.cookie,
    );
    expect(download.status).toBe(200);
    return zipEntries(download.bytes);
  };
  const previewOf = async (bytes: Uint8Array, fileName: string) => {
    const answer = await uploadImport(
      fixture.testApp,
      fixture.instanceId,
      bytes,
      fixture.owner.cookie,
      fileName,
    );
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    return answer.preview;
  };

  it.each(['utf8', 'shift_jis'] as const)(
    'saved again by Calc (%s), both lists import as no changes',
    async (encoding) => {
      const zip = await exportZip(encoding);
      const datasetsName = Object.keys(zip).find((name) => name.startsWith('datasets'))!;
      const resourcesName = Object.keys(zip).find((name) => name.startsWith('resources'))!;
      const datasetsFile = await resaveInCalc(
        zip[datasetsName]!,
        datasetCsvColumns.length,
        encoding,
      );
      const resourcesFile = await resaveInCalc(
        zip[resourcesName]!,
        resourceCsvColumns.length,
        encoding,
      );
      expect(await previewOf(datasetsFile, datasetsName)).toMatchObject({
        kind: 'datasets',
        issueCount: 0,
        changeCount: 0,
      });
      expect(await previewOf(resourcesFile, resourcesName)).toMatchObject({
        kind: 'resources',
        issueCount: 0,
        changeCount: 0,
      });
    },
  );
});
