import { describe, expect, it } from 'vitest';
import { resourceCsvColumnOf } from '#server/engines/csv/index.js';
import { uploadImport } from '#server/test-support/import-export-files.js';
import { plannedCalcEdits } from '#server/test-support/calc-edits.js';
import { useCalcRoundTrip } from '#server/test-support/use-calc-round-trip.js';
import { editInCalc } from '#server/test-support/edit-in-calc.js';
import { resaveInCalc } from '#server/test-support/resave-in-calc.js';

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

  it('a date and time typed in Calc into Resource Created imports as that time where the user is', async () => {
    const { resources } = await trip.exportBoth({ format: 'xlsx' });
    const resource = (await trip.fixture.datasetNamed('koukyo-musen-lan')).resources[0]!;
    const typed = await editInCalc({ format: 'xlsx', bytes: resources.bytes }, [
      {
        keyColumn: 'Resource Id',
        key: resource.id,
        column: resourceCsvColumnOf.created,
        value: '2026-12-01 10:30',
        typedDate: true,
      },
    ]);
    const createdAfter = async (timeZone?: string) => {
      const preview = await trip.previewOf(typed, resources.name, timeZone);
      expect(preview).toMatchObject({ issueCount: 0, changeCount: 1 });
      return preview.changes[0]!.changes.find((change) => change.field === 'resource.created')
        ?.after;
    };
    // The browser's zone: 10:30 in Tokyo; without one, 10:30 in UTC.
    expect(await createdAfter('Asia/Tokyo')).toBe('2026-12-01T01:30:00.000Z');
    expect(await createdAfter()).toBe('2026-12-01T10:30:00.000Z');
    const unknownZone = await uploadImport(
      trip.fixture.testApp,
      trip.fixture.instanceId,
      typed,
      trip.fixture.owner.cookie,
      resources.name,
      'Mars/Olympus_Mons',
    );
    expect(unknownZone).toMatchObject({ status: 400, error: { status: 'INVALID_ARGUMENT' } });
  });
});
