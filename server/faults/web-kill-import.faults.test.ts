import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasets, histories, imports } from '../db/schema/index.js';
import {
  csvBytes,
  csvObjects,
  downloadExport,
  uploadImport,
} from '../test-support/import-export-files.js';
import { waitForHarvest } from '../test-support/catalogue.js';
import { startFaultWorld, type FaultWorld } from '../test-support/fault-world.js';

const datasetCount = 1500;
const suffix = '（一括改訂）';

/**
 * `kill -9` of the web process while it applies a CSV import (PostgreSQL): the apply is one
 * transaction, so the file's changes and their history rows are all stored or none are, and the
 * same import applies whole after a restart.
 */
describe.skipIf(!process.env.DATABASE_URL)('a web process killed during an import apply', () => {
  let world: FaultWorld;
  let instanceId: string;
  beforeAll(async () => {
    world = await startFaultWorld({
      catalogue: { datasets: datasetCount },
      inProcessWorker: true,
    });
    instanceId = await world.createInstance();
    expect((await waitForHarvest(world.testApp, instanceId, 120_000)).status).toBe('succeeded');
  }, 180_000);
  afterAll(() => world?.close());

  const startWeb = async () => {
    const { web, baseUrl } = await world.startWeb();
    const apply = async (importId: string) => {
      try {
        const response = await fetch(`${baseUrl}/api/functions/imports.apply`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: baseUrl,
            cookie: world.owner.cookie,
          },
          body: JSON.stringify({ data: { importId } }),
        });
        return response.status;
      } catch {
        return 'no answer' as const;
      }
    };
    return { web, apply };
  };

  it('stores the whole file with its history, or nothing of it', async ({ annotate }) => {
    const { testApp, owner } = world;
    const db = testApp.runtime.db;
    // Every dataset's title changed in a spreadsheet, previewed.
    const exported = await downloadExport(testApp, { instanceId }, owner.cookie);
    expect(exported.status).toBe(200);
    const rows = csvObjects(exported.bytes);
    for (const row of rows) row.Title = `${row.Title}${suffix}`;
    const { preview } = await uploadImport(testApp, instanceId, csvBytes(rows), owner.cookie);
    expect(preview.counts.changed).toBe(rows.length);
    const importId = preview.importId!;

    const importState = async () => {
      const [changed] = await db
        .select({ n: count() })
        .from(datasets)
        .where(
          and(
            eq(datasets.instanceId, instanceId),
            isNull(datasets.removedAt),
            sql`${datasets.title} like ${`%${suffix}`}`,
          ),
        );
      const perDataset = await db
        .select({ datasetId: histories.datasetId, n: count() })
        .from(histories)
        .where(and(eq(histories.instanceId, instanceId), eq(histories.source, 'import')))
        .groupBy(histories.datasetId);
      const [stored] = await db.select().from(imports).where(eq(imports.id, importId));
      return { changed: changed!.n, perDataset, status: stored!.status };
    };

    // The apply's transaction holds the import row from its first statement: kill the process as
    // soon as the row is taken, while the datasets are being written.
    const { web, apply } = await startWeb();
    const answer = apply(importId);
    for (;;) {
      const free = await db.execute(
        sql`select id from ${imports} where ${imports.id} = ${importId} for update skip locked`,
      );
      if (free.rows.length === 0) break;
      if ((await importState()).status !== 'ready') throw new Error('applied before the kill');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await web.kill();
    expect(await answer).toBe('no answer');

    // All or nothing: the datasets, their history rows and the import's status move together.
    const afterKill = await importState();
    const whole = afterKill.status === 'applied';
    expect(afterKill.changed).toBe(whole ? rows.length : 0);
    expect(afterKill.perDataset).toHaveLength(whole ? rows.length : 0);
    expect(afterKill.perDataset.every((row) => row.n === 1)).toBe(true);
    await annotate(`${rows.length} rows; after the kill: ${whole ? 'all stored' : 'none stored'}`);

    // A new web process applies the same file whole (or says it is applied already).
    const again = await startWeb();
    expect(await again.apply(importId)).toBe(whole ? 409 : 200);
    const applied = await importState();
    expect(applied.status).toBe('applied');
    expect(applied.changed).toBe(rows.length);
    expect(applied.perDataset).toHaveLength(rows.length);
    expect(applied.perDataset.every((row) => row.n === 1)).toBe(true);
  }, 240_000);
});
