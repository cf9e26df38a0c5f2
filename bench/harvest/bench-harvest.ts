/**
 * bench:harvest — a first harvest of the sample catalogue (BENCH_DATASETS extra datasets, 10,000 by
 * default, 2 or 3 resources each, every field filled as a real portal's package is) answering every
 * Action API request after BENCH_LATENCY_MS (200: the national bench's round trip), through the job
 * queue as a request queues it, on PGlite and on PostgreSQL, each in a process of its own run as
 * `npm start` runs it; then a re-harvest with nothing changed. Beside it, the catalogue's own
 * serving time for the same pages asked the same way, one after another. Then all of it again
 * against the catalogue answering at once (0 ms), where the app's own CPU no longer hides behind
 * the wait. And the memory `npm start` peaks at before it answers (a first start on an empty data
 * folder).
 *
 * Last line: ratio_to_catalogue (the slower database's harvest over the catalogue's serving time),
 * start_peak_mb (first start on PGlite, 5 s after it answers), queue_wait_ms (the longer of the
 * databases' waits between queueing and the worker's start), reharvest_to_stamps (the slower
 * database's re-harvest with nothing changed over the catalogue's time for the stamps pass alone);
 * at 0 ms: ratio_0ms (the slower database's harvest over the catalogue's serving time, both at
 * 0 ms) and cpu_ms_per_dataset_0ms (the larger of the harvest processes' CPU a dataset: PGlite's,
 * whose process runs its engine too).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { projectRoot } from '#server/lib/project-root.js';
import { startCatalogueProcess } from '../national/catalogue-process.js';
import { catalogueServingSeconds, catalogueStampsPass } from './catalogue-serving-time.js';
import { startPeakMb } from './start-peak.js';

const datasets = Number(process.env.BENCH_DATASETS ?? 10_000);
const latencyMs = Number(process.env.BENCH_LATENCY_MS ?? 200);
/** 2 or 3 resources a dataset, in turns. */
const resourcesPerDataset = 2.5;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Figures {
  database: string;
  datasets: number;
  resources: number;
  queueWaitMs: number;
  seconds: number;
  workSeconds: number;
  cpuSeconds: number;
  peakRssMb: number;
  reharvestSeconds: number;
  reharvestQueueWaitMs: number;
}

/** The Node flags of `npm start` (package.json), so the harvest runs as the product runs it. */
const startFlags = (
  JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts
  .start!.split(' ')
  .filter((word) => word.startsWith('--'));

async function main(): Promise<void> {
  execFileSync('npm', ['run', 'build:server', '--silent'], { cwd: projectRoot, stdio: 'inherit' });
  console.log(`node flags of npm start: ${startFlags.join(' ') || '(none)'}`);

  const startPeaks = await withScratch(async (dataDir, databaseUrl) => ({
    pgliteFirst: await startPeakMb(dataDir),
    pgliteAgain: await startPeakMb(dataDir),
    postgres: await startPeakMb(`${dataDir}-pg`, databaseUrl),
  }));
  const both = (peak: { atHealth: number; settled: number }) =>
    `${peak.atHealth} MB (${peak.settled} MB 5 s later)`;
  console.log(
    `npm start, peak RSS (VmHWM) when it answers /api/health: PGlite first start ${both(startPeaks.pgliteFirst)}, ` +
      `PGlite again ${both(startPeaks.pgliteAgain)}, PostgreSQL ${both(startPeaks.postgres)}`,
  );

  const run = await harvestAgainstCatalogue(latencyMs);
  // The same harvests against the catalogue answering at once: the app's own cost, which at
  // 200 ms a request hides behind the wait.
  const atOnce = latencyMs === 0 ? run : await harvestAgainstCatalogue(0);
  console.log(
    `load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  const ratio = Math.max(...run.results.map((result) => result.seconds / run.servingSeconds));
  const queueWait = Math.max(
    ...run.results.flatMap((result) => [result.queueWaitMs, result.reharvestQueueWaitMs]),
  );
  const reharvestRatio = Math.max(
    ...run.results.map((result) => result.reharvestSeconds / run.stampsSeconds),
  );
  const ratioAtOnce = Math.max(
    ...atOnce.results.map((result) => result.seconds / atOnce.servingSeconds),
  );
  const cpuAtOnce = Math.max(...atOnce.results.map(cpuMsPerDataset));
  console.log(
    `bench:harvest ratio_to_catalogue=${ratio.toFixed(2)} start_peak_mb=${startPeaks.pgliteFirst.settled} queue_wait_ms=${queueWait} reharvest_to_stamps=${reharvestRatio.toFixed(2)} ` +
      `ratio_0ms=${ratioAtOnce.toFixed(2)} cpu_ms_per_dataset_0ms=${cpuAtOnce.toFixed(2)}`,
  );
}

const cpuMsPerDataset = (result: Figures) => (result.cpuSeconds / result.datasets) * 1000;

/**
 * A sample catalogue of portal-shaped packages answering after `latency` ms a request, its own
 * serving time (before and after the harvests, the quicker), a first harvest and a re-harvest on
 * each database, and the catalogue's time for the stamps pass alone.
 */
async function harvestAgainstCatalogue(
  latency: number,
): Promise<{ servingSeconds: number; stampsSeconds: number; results: Figures[] }> {
  const catalogue = await startCatalogueProcess([
    '--datasets',
    String(datasets),
    '--resources-per-dataset',
    String(resourcesPerDataset),
    '--portal-shaped',
    '--action-latency-ms',
    String(latency),
  ]);
  try {
    console.log(
      `sample catalogue at ${catalogue.url}, ${latency} ms per request: ${catalogue.seeded}`,
    );
    const servingFirst = await catalogueServingSeconds(catalogue.url);
    console.log(
      `catalogue's own serving time for the harvest's pages, one after another: ${servingFirst.toFixed(2)} s`,
    );
    const results: Figures[] = [];
    await withScratch(async (dataDir, databaseUrl) => {
      results.push(harvestOnce(catalogue.url, dataDir));
      results.push(harvestOnce(catalogue.url, `${dataDir}-pg`, databaseUrl));
    });
    const servingAgain = await catalogueServingSeconds(catalogue.url);
    console.log(`catalogue's serving time again after the harvests: ${servingAgain.toFixed(2)} s`);
    const serving = Math.min(servingFirst, servingAgain);
    const stamps = (await catalogueStampsPass(catalogue.url)).seconds;
    console.log(`catalogue's own time for the stamps pass alone: ${stamps.toFixed(2)} s`);
    for (const result of results) {
      console.log(
        `${latency} ms, ${result.database.padEnd(9)} ${result.datasets} datasets, ${result.resources} resources: ` +
          `queued→started ${result.queueWaitMs} ms, harvest ${result.workSeconds.toFixed(2)} s, ` +
          `end to end ${result.seconds.toFixed(2)} s (${(result.seconds / serving).toFixed(2)}× the catalogue's ${serving.toFixed(2)} s), ` +
          `${Math.round(result.datasets / result.seconds)} datasets/s, process CPU ${result.cpuSeconds.toFixed(1)} s ` +
          `(${cpuMsPerDataset(result).toFixed(2)} ms a dataset), peak RSS ${result.peakRssMb} MB; ` +
          `re-harvest with nothing changed ${result.reharvestSeconds.toFixed(2)} s (${(result.reharvestSeconds / stamps).toFixed(2)}× the stamps pass, ` +
          `queued→started ${result.reharvestQueueWaitMs} ms)`,
      );
    }
    return { servingSeconds: serving, stampsSeconds: stamps, results };
  } finally {
    catalogue.stop();
  }
}

/** A scratch data folder and a scratch PostgreSQL database, both gone afterwards. */
async function withScratch<T>(
  work: (dataDir: string, databaseUrl: string) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-bench-harvest-'));
  const database = `cs_bench_harvest_${process.pid}`;
  await adminQuery(`create database ${database}`);
  try {
    const target = new URL(adminUrl);
    target.pathname = `/${database}`;
    return await work(dataDir, target.toString());
  } finally {
    await adminQuery(`drop database if exists ${database} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}-pg`, { recursive: true, force: true });
  }
}

function harvestOnce(catalogueUrl: string, dataDir: string, databaseUrl?: string): Figures {
  const run = (argument: string) =>
    execFileSync(
      process.execPath,
      [
        ...startFlags,
        'bench/harvest/harvest-once.mjs',
        dataDir,
        argument,
        ...(databaseUrl ? [databaseUrl] : []),
      ],
      { cwd: projectRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
  run('--prepare');
  return JSON.parse(run(catalogueUrl).trim().split('\n').at(-1)!) as Figures;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
