/**
 * bench:quality — scoring a national-size catalogue (30,000 datasets, about 350,000 resources) on
 * PostgreSQL (DATABASE_URL, default the local test server): the full recompute, the rescore after
 * a re-harvest changed 1 % of the datasets (with the harvest's snapshot), the quality page's reads
 * (quality.summary through the real HTTP stack) p95, and the process's peak RSS.
 */
import { execFile } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { promisify } from 'node:util';
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

    // The full recompute in a fresh process of the built server, as the worker runs it.
    const [database] = (await db.execute<{ name: string }>(sql`select current_database() as name`))
      .rows;
    const databaseUrl = new URL(process.env.DATABASE_URL!);
    databaseUrl.pathname = `/${database!.name}`;
    const probe = await promisify(execFile)(
      process.execPath,
      [
        '--max-old-space-size=256',
        '--max-semi-space-size=16',
        '--import=./dist/server/drizzle-as-commonjs.js',
        'bench/quality/score-probe.mjs',
        databaseUrl.href,
        instanceId,
      ],
      { env: { ...process.env, NODE_OPTIONS: '' } },
    );
    const full = JSON.parse(probe.stdout.trim().split('\n').at(-1)!) as {
      scored: number;
      seconds: number;
      peakRssMb: number;
    };
    const scoreAll = full.seconds;
    const peakRss = full.peakRssMb;
    console.log(
      `full recompute (built worker process): ${full.scored} datasets in ${scoreAll.toFixed(2)} s, its peak RSS ${peakRss.toFixed(0)} MB (this bench process's so far ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB)`,
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
    // Settled, as autovacuum leaves the scores' table between a harvest and the page's reads.
    await db.execute(sql`vacuum analyze dataset_quality`);

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
