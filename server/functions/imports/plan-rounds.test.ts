import { and, eq, inArray, sql } from 'drizzle-orm';
import { importPreviewListLimit, type ImportPreview } from '#contract/functions/imports.js';
import { describe, expect, it } from 'vitest';
import { datasets, histories, importPlanRounds, imports } from '#server/db/schema/index.js';
import {
  csvBytes,
  csvObjects,
  downloadExport,
  uploadImport,
} from '#server/test-support/import-export-files.js';
import { useSyncFixture } from '#server/test-support/use-sync-fixture.js';

describe('a file of more datasets than one stored round of its plan (1,000)', () => {
  const fixture = useSyncFixture();

  /** A file of 1,001 new datasets, made from the export's first row, uploaded and previewed. */
  const previewNewDatasets = async (slug: string, title: string) => {
    const download = await downloadExport(
      fixture.testApp,
      { instanceId: fixture.instanceId },
      fixture.owner.cookie,
    );
    const [template] = csvObjects(download.bytes);
    const added = Array.from({ length: 1_001 }, (_, index) => ({
      ...template!,
      'Dataset Name': `${slug}-${index}`,
      Title: `${title} ${index}`,
      'Catalogue Id': '',
      'Metadata Modified': '',
      'Sync Status': '',
      Version: '',
    }));
    const previewed = await uploadImport(
      fixture.testApp,
      fixture.instanceId,
      csvBytes(added),
      fixture.owner.cookie,
      `${slug}.csv`,
    );
    return { added, previewed };
  };

  it('stores the plan in rounds and applies every one of them, with its history', async () => {
    const { added, previewed } = await previewNewDatasets('round-test', 'Round test');
    expect(previewed.preview).toMatchObject({ counts: { new: 1_001 }, issueCount: 0 });
    const importId = previewed.preview.importId!;
    const rounds = await fixture.testApp.runtime.db
      .select({ position: importPlanRounds.position })
      .from(importPlanRounds)
      .where(eq(importPlanRounds.importId, importId));
    expect(rounds.map((round) => round.position).sort()).toEqual([0, 1]);

    const applied = await fixture.call<{ datasets: number }>('imports.apply', { importId });
    expect(applied.status, JSON.stringify(applied.error)).toBe(200);
    expect(applied.result).toEqual({ datasets: 1_001 });
    const names = added.map((row) => row['Dataset Name']!);
    const created = await fixture.testApp.runtime.db
      .select({ id: datasets.id, title: datasets.title })
      .from(datasets)
      .where(and(eq(datasets.instanceId, fixture.instanceId), inArray(datasets.name, names)));
    expect(created).toHaveLength(1_001);
    expect(created.map((row) => row.title)).toContain('Round test 1000');
    const written = await fixture.testApp.runtime.db.$count(
      histories,
      and(
        eq(histories.source, 'import'),
        inArray(
          histories.datasetId,
          created.map((row) => row.id),
        ),
      ),
    );
    expect(written).toBe(1_001);
    const [stored] = await fixture.testApp.runtime.db
      .select({ status: imports.status, datasetCount: imports.datasetCount })
      .from(imports)
      .where(eq(imports.id, importId));
    expect(stored).toEqual({ status: 'applied', datasetCount: 1_001 });
  });

  it('stores a change of more than a round as it is planned, lists the first and applies all', async () => {
    const filters = { q: 'Round test' };
    const listed = await fixture.call<{ total: number }>('datasets.list', {
      instanceId: fixture.instanceId,
      ...filters,
    });
    expect(listed.result.total).toBe(1_001);
    const previewed = await fixture.call<ImportPreview>('batches.previewChange', {
      instanceId: fixture.instanceId,
      selection: { kind: 'matching', filters, count: 1_001 },
      change: { op: 'addTags', tags: ['round-change'] },
    });
    expect(previewed.status, JSON.stringify(previewed.error)).toBe(200);
    expect(previewed.result).toMatchObject({ counts: { changed: 1_001 }, changeCount: 1_001 });
    expect(previewed.result.changes).toHaveLength(importPreviewListLimit);
    const importId = previewed.result.importId!;
    const rounds = await fixture.testApp.runtime.db
      .select({ position: importPlanRounds.position })
      .from(importPlanRounds)
      .where(eq(importPlanRounds.importId, importId));
    expect(rounds.map((round) => round.position).sort()).toEqual([0, 1]);

    const applied = await fixture.call<{ datasets: number }>('imports.apply', { importId });
    expect(applied.status, JSON.stringify(applied.error)).toBe(200);
    expect(applied.result).toEqual({ datasets: 1_001 });
    const tagged = await fixture.testApp.runtime.db.$count(
      datasets,
      and(
        eq(datasets.instanceId, fixture.instanceId),
        sql`${datasets.tags} @> array['round-change']::text[]`,
      ),
    );
    expect(tagged).toBe(1_001);
  });

  it('keeps nothing of a change whose preview found a problem', async () => {
    const db = fixture.testApp.runtime.db;
    const [batchesBefore, roundsBefore] = [
      await db.$count(imports),
      await db.$count(importPlanRounds),
    ];
    const previewed = await fixture.call<ImportPreview>('batches.previewChange', {
      instanceId: fixture.instanceId,
      selection: { kind: 'matching', filters: { q: 'Round test' }, count: 1_001 },
      change: { op: 'set', field: 'licenseId', value: 'no-such-licence' },
    });
    expect(previewed.status, JSON.stringify(previewed.error)).toBe(200);
    expect(previewed.result.importId).toBeNull();
    expect(previewed.result.issueCount).toBe(1_001);
    expect([await db.$count(imports), await db.$count(importPlanRounds)]).toEqual([
      batchesBefore,
      roundsBefore,
    ]);
  });

  it('refuses a plan with a round gone missing, and writes none of it', async () => {
    const { added, previewed } = await previewNewDatasets('missing-round', 'Missing round');
    const importId = previewed.preview.importId!;
    // The second round's row deleted by hand: the first alone would apply part of the file.
    await fixture.testApp.runtime.db
      .delete(importPlanRounds)
      .where(and(eq(importPlanRounds.importId, importId), eq(importPlanRounds.position, 1)));
    const refused = await fixture.call('imports.apply', { importId });
    expect(refused.status).toBe(409);
    expect(refused.error?.details).toMatchObject({ reason: 'importPlanUnreadable' });
    const written = await fixture.testApp.runtime.db.$count(
      datasets,
      and(
        eq(datasets.instanceId, fixture.instanceId),
        inArray(
          datasets.name,
          added.map((row) => row['Dataset Name']!),
        ),
      ),
    );
    expect(written).toBe(0);
    const [stored] = await fixture.testApp.runtime.db
      .select({ status: imports.status })
      .from(imports)
      .where(eq(imports.id, importId));
    expect(stored?.status).toBe('ready');
  });
});
