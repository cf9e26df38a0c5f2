/**
 * bench:quality — scoring a national-size catalogue (30,000 datasets, about 350,000 resources) on
 * PostgreSQL (DATABASE_URL, default the local test server): the full recompute, the rescore after
 * a re-harvest changed 1 % of the datasets (with the harvest's snapshot), the quality page's reads
 * (quality.summary through the real HTTP stack) p95, and the process's peak RSS.
 */
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { percentile } from '../support/percentile.js';
import { buildUser } from '#server/test-support/accounts.js';
import { callFunction } from '#server/test-support/call-function.js';
import { seedInstance } from '#server/test-support/seed-instance.js';
import { startTestApp } from '#server/test-support/test-app.js';
import { buildTemplate } from '#server/test-support/template-database.js';
import { scoreDatasets } from '#server/services/quality/score-datasets.js';
import { takeQualitySnapshot } from '#server/services/quality/take-quality-snapshot.js';
import { seedQualityCatalogue } from './seed-quality-catalogue.js';

const datasetCount = Number(process.env.BENCH_DATASETS ?? 30_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 60);
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

const seconds = (from: number) => (performance.now() - from) / 1000;

async function main(): Promise<void> {
  const dropTemplate = await buildTemplate();
  const testApp = await startTestApp({ worker: false });
  try {
    const user = await buildUser(testApp);
    const db = testApp.runtime.db;
    const { instanceId } = await seedInstance(db, user.id, 'Bench');

    const seedStart = performance.now();
    await seedQualityCatalogue(db, instanceId, datasetCount);
    const [counted] = (
      await db.execute<{ datasets: number; resources: number }>(sql`
        select (select count(*)::int from datasets where instance_id = ${instanceId}) as datasets,
               (select count(*)::int from resources where instance_id = ${instanceId}) as resources`)
    ).rows;
    console.log(
      `seeded ${counted!.datasets} datasets, ${counted!.resources} resources in ${seconds(seedStart).toFixed(1)} s (peak RSS so far ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB)`,
    );

    const allStart = performance.now();
    const scored = await scoreDatasets(db, instanceId, { all: true });
    await takeQualitySnapshot(db, instanceId, null);
    const scoreAll = seconds(allStart);
    console.log(
      `full recompute: ${scored} datasets in ${scoreAll.toFixed(2)} s (peak RSS so far ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB)`,
    );
    await db.execute(sql`vacuum analyze datasets`);

    // A re-harvest that changed 1 % of the datasets: their rows rewritten, then rescored.
    const changed = Math.round(datasetCount / 100);
    await db.execute(sql`
      update datasets set title = title || ' (更新)', tags = '{}', updated_at = now()
      where id in (select id from datasets where instance_id = ${instanceId}
                   order by md5(id::text) limit ${changed})`);
    const rescoreStart = performance.now();
    const rescored = await scoreDatasets(db, instanceId, { changed: true });
    await takeQualitySnapshot(db, instanceId, null);
    const rescore = seconds(rescoreStart);
    console.log(`rescore after a 1 % re-harvest: ${rescored} datasets in ${rescore.toFixed(3)} s`);

    const readPage = async () => {
      const started = performance.now();
      const answer = await callFunction(
        testApp,
        'quality.summary',
        { instanceId },
        { cookie: user.cookie },
      );
      if (answer.status !== 200) throw new Error(`quality.summary: ${answer.status}`);
      return performance.now() - started;
    };
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) times.push(await readPage());
    const measured = times.slice(3);
    const p95 = percentile(measured, 95);
    console.log(
      `quality.summary p50 ${percentile(measured, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms`,
    );
    // The first read after a score changed computes the sums again: an edit, then the page.
    const [sample] = (
      await db.execute<{ id: string }>(
        sql`select id from datasets where instance_id = ${instanceId} limit 1`,
      )
    ).rows;
    const cold: number[] = [];
    for (let round = 0; round < 10; round++) {
      await scoreDatasets(db, instanceId, { datasetIds: [sample!.id] });
      cold.push(await readPage());
    }
    const coldP95 = percentile(cold, 95);
    console.log(`quality.summary after a change p95 ${coldP95.toFixed(1)} ms`);
    const peakRss = process.resourceUsage().maxRSS / 1024;
    const [load] = loadavg();
    console.log(`load average at the end ${load!.toFixed(1)} (cores ${availableParallelism()})`);
    console.log(
      `bench:quality score_all_s=${scoreAll.toFixed(2)} rescore_1pct_s=${rescore.toFixed(3)} quality_page_p95_ms=${p95.toFixed(1)} quality_page_after_change_p95_ms=${coldP95.toFixed(1)} peak_rss_mb=${peakRss.toFixed(0)}`,
    );
  } finally {
    await testApp.close();
    await dropTemplate();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
