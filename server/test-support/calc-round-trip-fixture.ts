import type { DatasetsExportInput } from '#contract/functions/exports.js';
import type { ImportPreview } from '#contract/functions/imports.js';
import { downloadExport, uploadImport, zipEntries } from './import-export-files.js';
import { startSyncFixture, type SyncFixture } from './sync-fixture.js';

/**
 * Descriptions a spreadsheet is most likely to break: line feeds, quotes, commas, leading tabs
 * and trailing spaces, formula-like text. Line feeds alone (no quote, no comma) included: a
 * spreadsheet starts a new row at each unless the cell is quoted.
 */
export const hardDescriptions: ReadonlyArray<readonly [name: string, notes: string]> = [
  ['aed-setchi-basho', '一段落目、"引用"を含む。\n\n**二段落目**, with a comma.'],
  ['hinanjo-ichiran', '\t字下げした説明  '],
  ['kanko-shisetsu', '=SUM(A1:A2) は数式ではなく文字です'],
  ['gomi-shushu-bi', '+81 と -1 と @mention'],
  ['iryo-kikan-ichiran', '一行目です。\n\n**二行目**です。'],
];

export interface CalcRoundTrip {
  fixture: SyncFixture;
  /** Both lists exported through HTTP (a zip), as `{ datasets, resources }` file name and bytes. */
  exportBoth(
    data: Omit<DatasetsExportInput, 'instanceId' | 'include'>,
  ): Promise<Record<'datasets' | 'resources', { name: string; bytes: Uint8Array }>>;
  /** The import preview of a file uploaded through HTTP; throws unless it answered 200. */
  previewOf(bytes: Uint8Array, fileName: string, timeZone?: string): Promise<ImportPreview>;
  close(): Promise<void>;
}

/** The sample catalogue harvested, with the hard descriptions saved locally. */
export async function startCalcRoundTrip(): Promise<CalcRoundTrip> {
  const fixture = await startSyncFixture();
  for (const [name, notes] of hardDescriptions) await fixture.edit(name, { notes });
  return {
    fixture,
    async exportBoth(data) {
      const download = await downloadExport(
        fixture.testApp,
        { ...data, instanceId: fixture.instanceId, include: 'datasetsAndResources' },
        fixture.owner.cookie,
      );
      if (download.status !== 200) throw new Error(`export answered ${download.status}`);
      const zip = zipEntries(download.bytes);
      const entry = (kind: string) => {
        const name = Object.keys(zip).find((found) => found.startsWith(kind))!;
        return { name, bytes: zip[name]! };
      };
      return { datasets: entry('datasets'), resources: entry('resources') };
    },
    async previewOf(bytes, fileName, timeZone) {
      const answer = await uploadImport(
        fixture.testApp,
        fixture.instanceId,
        bytes,
        fixture.owner.cookie,
        fileName,
        timeZone,
      );
      if (answer.status !== 200)
        throw new Error(`preview answered ${answer.status}: ${JSON.stringify(answer.error)}`);
      return answer.preview;
    },
    close: () => fixture.close(),
  };
}
