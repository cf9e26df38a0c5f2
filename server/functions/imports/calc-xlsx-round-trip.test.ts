import { describe, expect, it } from 'vitest';
import { plannedCalcEdits } from '../../test-support/calc-edits.js';
import { useCalcRoundTrip } from '../../test-support/use-calc-round-trip.js';
import { editInCalc } from '../../test-support/edit-in-calc.js';
import { resaveInCalc } from '../../test-support/resave-in-calc.js';

/**
 * An XLSX export opened in a real spreadsheet (LibreOffice Calc) and saved again as XLSX imports
 * as "no changes" (line feeds, quotes, commas, leading tabs and formula-like text included);
 * cells typed in Calc come back as exactly those edits.
 */
describe('XLSX exports through LibreOffice Calc', { timeout: 300_000 }, () => {
  const trip = useCalcRoundTrip();

  it('saved again by Calc as XLSX, both lists import as no changes', async () => {
    const exported = await trip.exportBoth({ format: 'xlsx' });
    for (const kind of ['datasets', 'resources'] as const) {
      const { name, bytes } = exported[kind];
      expect(
        await trip.previewOf(await resaveInCalc({ format: 'xlsx', bytes }), name),
      ).toMatchObject({
        kind,
        encoding: 'xlsx',
        issueCount: 0,
        changeCount: 0,
      });
    }
  });

  it('a title, a description with line feeds and a resource URL typed in Calc come back as exactly those edits', async () => {
    const edits = await plannedCalcEdits(trip.fixture);
    const { datasets, resources } = await trip.exportBoth({ format: 'xlsx' });
    const datasetsFile = await editInCalc(
      { format: 'xlsx', bytes: datasets.bytes },
      edits.datasets,
    );
    const resourcesFile = await editInCalc(
      { format: 'xlsx', bytes: resources.bytes },
      edits.resources,
    );
    const datasetsPreview = await trip.previewOf(datasetsFile, datasets.name);
    expect(datasetsPreview).toMatchObject({ encoding: 'xlsx', issueCount: 0, changeCount: 2 });
    expect(datasetsPreview.changes).toEqual(edits.datasetChanges);
    const resourcesPreview = await trip.previewOf(resourcesFile, resources.name);
    expect(resourcesPreview).toMatchObject({ encoding: 'xlsx', issueCount: 0, changeCount: 1 });
    expect(resourcesPreview.changes).toEqual(edits.resourceChanges);
  });
});
