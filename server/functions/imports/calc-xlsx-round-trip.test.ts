import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetDetail } from '../../../contract/functions/datasets.js';
import {
  downloadExport,
  uploadImport,
  zipEntries,
} from '../../test-support/import-export-files.js';
import { convertInCalc } from '../../test-support/resave-in-calc.js';
import {
  formValuesOf,
  startSyncFixture,
  type SyncFixture,
} from '../../test-support/sync-fixture.js';

/**
 * An XLSX export opened in a real spreadsheet (LibreOffice Calc) and saved again as XLSX must
 * import as "no changes" (line feeds, quotes, commas, leading tabs and formula-like text
 * included); a title edited in Calc comes back as exactly that edit.
 */
describe('XLSX exports through LibreOffice Calc', { timeout: 300_000 }, () => {
  let fixture: SyncFixture;
  beforeAll(async () => {
    fixture = await startSyncFixture();
    const hard: Array<[string, string]> = [
      ['aed-setchi-basho', '一段落目、"引用"を含む。\n\n**二段落目**, with a comma.'],
      ['hinanjo-ichiran', '\t字下げした説明  '],
      ['kanko-shisetsu', '=SUM(A1:A2) は数式ではなく文字です'],
      ['gomi-shushu-bi', '+81 と -1 と @mention'],
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
  });
  afterAll(async () => {
    await fixture?.close();
  });

  const exportZip = async () => {
    const download = await downloadExport(
      fixture.testApp,
      { instanceId: fixture.instanceId, format: 'xlsx', include: 'datasetsAndResources' },
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

  it('saved again by Calc as XLSX, both lists import as no changes', async () => {
    const zip = await exportZip();
    for (const kind of ['datasets', 'resources'] as const) {
      const name = Object.keys(zip).find((entry) => entry.startsWith(kind))!;
      const saved = await convertInCalc(zip[name]!, 'xlsx', 'xlsx');
      expect(await previewOf(saved, name)).toMatchObject({
        kind,
        encoding: 'xlsx',
        issueCount: 0,
        changeCount: 0,
      });
    }
  });

  it('a title edited in Calc comes back as exactly that edit', async () => {
    const zip = await exportZip();
    const name = Object.keys(zip).find((entry) => entry.startsWith('datasets'))!;
    const target = await fixture.datasetNamed('jinko-tokei-shikuchoson');
    const edited = `${target.title}（令和7年度）`;
    // Calc holds the sheet in its own XML; the title's cell is changed there, and Calc writes it
    // as XLSX again.
    const flat = new TextDecoder().decode(await convertInCalc(zip[name]!, 'xlsx', 'fods'));
    const cell = `<text:p>${target.title}</text:p>`;
    expect(flat.split(cell).length).toBe(2);
    const saved = await convertInCalc(
      Buffer.from(flat.replace(cell, `<text:p>${edited}</text:p>`)),
      'fods',
      'xlsx',
    );
    const preview = await previewOf(saved, name);
    // Calc's flat XML loses a cell's leading tab, so only the edited dataset is looked at here;
    // the XLSX-to-XLSX save above keeps every cell.
    expect(preview.changes.find((change) => change.datasetName === target.name)).toEqual({
      datasetName: target.name,
      datasetId: target.id,
      status: 'changed',
      changes: [{ field: 'title', before: target.title, after: edited }],
    });
  });
});
