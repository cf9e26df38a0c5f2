import { describe, expect, it } from 'vitest';
import { datasetCsvColumns, resourceCsvColumns } from '#server/engines/csv/index.js';
import { plannedCalcEdits } from '#server/test-support/calc-edits.js';
import { useCalcRoundTrip } from '#server/test-support/use-calc-round-trip.js';
import { editInCalc } from '#server/test-support/edit-in-calc.js';
import { resaveInCalc } from '#server/test-support/resave-in-calc.js';

/**
 * A CSV export (UTF-8 with BOM, or Shift_JIS) opened in a real spreadsheet (LibreOffice Calc)
 * and saved again imports as "no changes": line feeds, quotes, commas, leading tabs and
 * formula-like text included; cells typed in Calc come back as exactly those edits.
 */
describe('CSV exports through LibreOffice Calc', { timeout: 300_000 }, () => {
  const trip = useCalcRoundTrip();

  it.each(['utf8', 'shift_jis'] as const)(
    'saved again by Calc (%s), both lists import as no changes',
    async (encoding) => {
      const { datasets, resources } = await trip.exportBoth({ encoding });
      const datasetsFile = await resaveInCalc({
        format: 'csv',
        charset: encoding,
        columns: datasetCsvColumns.length,
        bytes: datasets.bytes,
      });
      const resourcesFile = await resaveInCalc({
        format: 'csv',
        charset: encoding,
        columns: resourceCsvColumns.length,
        bytes: resources.bytes,
      });
      expect(await trip.previewOf(datasetsFile, datasets.name)).toMatchObject({
        kind: 'datasets',
        encoding,
        issueCount: 0,
        changeCount: 0,
      });
      expect(await trip.previewOf(resourcesFile, resources.name)).toMatchObject({
        kind: 'resources',
        encoding,
        issueCount: 0,
        changeCount: 0,
      });
    },
  );

  it.each(['utf8', 'shift_jis'] as const)(
    'a title, a description with line feeds and a resource URL typed in Calc (%s) come back as exactly those edits',
    async (charset) => {
      const edits = await plannedCalcEdits(trip.fixture);
      const { datasets, resources } = await trip.exportBoth({ encoding: charset });
      const datasetsFile = await editInCalc(
        { format: 'csv', charset, columns: datasetCsvColumns.length, bytes: datasets.bytes },
        edits.datasets,
      );
      const resourcesFile = await editInCalc(
        { format: 'csv', charset, columns: resourceCsvColumns.length, bytes: resources.bytes },
        edits.resources,
      );
      const datasetsPreview = await trip.previewOf(datasetsFile, datasets.name);
      expect(datasetsPreview).toMatchObject({ encoding: charset, issueCount: 0, changeCount: 2 });
      expect(datasetsPreview.changes).toEqual(edits.datasetChanges);
      const resourcesPreview = await trip.previewOf(resourcesFile, resources.name);
      expect(resourcesPreview).toMatchObject({ encoding: charset, issueCount: 0, changeCount: 1 });
      expect(resourcesPreview.changes).toEqual(edits.resourceChanges);
    },
  );
});
