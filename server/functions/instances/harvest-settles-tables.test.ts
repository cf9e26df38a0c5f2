import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import { datasets } from '#server/db/schema/index.js';
import { settleTablesJob } from '#server/jobs/maintenance/settle-tables.job.js';
import { buildUser } from '#server/test-support/accounts.js';
import { buildHarvestedInstance } from '#server/test-support/catalogue.js';
import { startTestApp, type TestApp } from '#server/test-support/test-app.js';

interface TableStatistics {
  lastAnalyze: string | null;
  lastVacuum: string | null;
}

/**
 * A first harvest fills the tables from nothing. Until they are analyzed, PostgreSQL plans the
 * dataset list for an empty table (at 30,000 datasets a search took 150 ms instead of 8 ms), and
 * PGlite never analyzes or vacuums by itself: the harvest settles what it wrote before the
 * instance is ready.
 */
describe('a harvest settles the tables it wrote', () => {
  let testApp: TestApp;
  let catalogue: SampleCatalogue;
  let instanceId: string;

  beforeAll(async () => {
    [testApp, catalogue] = await Promise.all([
      startTestApp(),
      startSampleCatalogue({ datasets: 800 }),
    ]);
    const owner = await buildUser(testApp);
    ({ instanceId } = await buildHarvestedInstance(testApp, owner, catalogue.url));
  });
  afterAll(async () => {
    await testApp?.close();
    await catalogue?.close();
  });

  const statisticsOf = async (table: string) => {
    const result = (await testApp.runtime.db.execute(sql`
      select last_analyze as "lastAnalyze", last_vacuum as "lastVacuum"
      from pg_stat_user_tables where relname = ${table}`)) as unknown as {
      rows: TableStatistics[];
    };
    return result.rows[0]!;
  };

  it('plans the list for the rows the instance now has', async () => {
    const [{ rows }] = (
      (await testApp.runtime.db.execute(
        sql`select count(*)::int as rows from datasets where instance_id = ${instanceId}`,
      )) as unknown as { rows: { rows: number }[] }
    ).rows as [{ rows: number }];
    expect(rows).toBeGreaterThan(700);
    const plan = (await testApp.runtime.db.execute(
      sql`explain (format json) select id from datasets where instance_id = ${instanceId}`,
    )) as unknown as { rows: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[] };
    const estimate = plan.rows[0]!['QUERY PLAN'][0].Plan['Plan Rows'];
    expect(estimate).toBeGreaterThan(rows * 0.8);
    expect(estimate).toBeLessThan(rows * 1.2);
    for (const table of ['datasets', 'resources', 'histories']) {
      expect((await statisticsOf(table)).lastAnalyze, table).not.toBeNull();
    }
  });

  it('vacuums them too where the server runs no autovacuum (PGlite always)', async () => {
    // 2,300 resources: past autovacuum's rule for inserts (1,000 rows and a fifth of the table).
    const { lastVacuum } = await statisticsOf('resources');
    if (testApp.runtime.database.kind === 'pglite') expect(lastVacuum).not.toBeNull();
    const [setting] = (
      (await testApp.runtime.db.execute(
        sql`select current_setting('autovacuum') as "autovacuum"`,
      )) as unknown as { rows: { autovacuum: string }[] }
    ).rows;
    if (testApp.runtime.database.kind === 'postgres' && setting!.autovacuum === 'off') {
      expect(lastVacuum).not.toBeNull();
    }
  });

  it('leaves the rest to the periodic settling, which analyzes a table once much of it changed', async () => {
    const settle = () =>
      settleTablesJob
        .handle({}, { runtime: testApp.runtime, jobId: 'settle' })
        .then(() => statisticsOf('datasets'));
    const before = await settle();

    // Every dataset edited at once (a bulk import does that), its counts reported at commit.
    await testApp.runtime.db.transaction(async (tx) => {
      await tx
        .update(datasets)
        .set({ title: sql`${datasets.title} || ' (2026)'` })
        .where(sql`${datasets.instanceId} = ${instanceId}`);
      await tx.execute(sql`select pg_stat_force_next_flush()`);
    });
    const after = await settle();
    expect(Date.parse(after.lastAnalyze!)).toBeGreaterThan(Date.parse(before.lastAnalyze!));
  });
});
