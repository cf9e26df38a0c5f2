/**
 * bench:bulk-change:sync — "publish many" of BENCH_DATASETS (1,000) changed datasets against the
 * sample catalogue, once answering at once and once after BENCH_LATENCY_MS (200) a request, on
 * PostgreSQL (DATABASE_URL, default the local test server). The run goes as a person starts it:
 * datasets.syncMany over the list's "changed here" filter, its job in a worker process of its own
 * started as `npm run worker` starts it (built code), the catalogue in a process of its own.
 * Beside it, the catalogue's own time for the same 1,000 package_patch calls at 2 in flight.
 *
 * Last line: sync_many_ratio_0ms and sync_many_ratio_200ms (end to end, from the call to the
 * run's end, over the catalogue's own time), sync_peak_rss_mb (the worker's VmHWM, the larger of
 * the two runs) and cpu_ms_per_dataset_0ms (the worker's CPU a dataset at 0 ms).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { request } from 'undici';
import { datasets, syncRunItems, syncRuns } from '#server/db/schema/index.js';
import { projectRoot } from '#server/lib/project-root.js';
import { saveCatalogueApiKey } from '#server/services/api-keys/catalogue-api-keys.js';
import { buildUser } from '#server/test-support/accounts.js';
import { startAppProcess } from '#server/test-support/app-process.js';
import { buildHarvestedInstance } from '#server/test-support/catalogue.js';
import { callFunction } from '#server/test-support/call-function.js';
import { buildTemplate } from '#server/test-support/template-database.js';
import { startTestApp } from '#server/test-support/test-app.js';
import { testDatabaseUrl } from '#server/test-support/test-database-url.js';
import { startCatalogueProcess } from '../national/catalogue-process.js';

const datasetCount = Number(process.env.BENCH_DATASETS ?? 1000);
const latencyMs = Number(process.env.BENCH_LATENCY_MS ?? 200);
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

interface Figures {
  latency: number;
  seconds: number;
  catalogueSeconds: number;
  cpuMsPerDataset: number;
  peakRssMb: number;
  requests: number;
}

/** A process's CPU (user + system) so far, in ms (Linux /proc, 100 ticks a second). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The catalogue's own time for these package_patch calls, two in flight, one after another each. */
async function catalogueOwnSeconds(
  url: string,
  token: string,
  patches: Array<{ id: string; title: string }>,
): Promise<number> {
  const queue = [...patches];
  const started = performance.now();
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const response = await request(`${url}/api/3/action/package_patch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify(next),
      });
      await response.body.text();
      if (response.statusCode !== 200) throw new Error(`package_patch: ${response.statusCode}`);
    }
  };
  await Promise.all([lane(), lane()]);
  return (performance.now() - started) / 1000;
}

async function syncManyAgainst(latency: number): Promise<Figures> {
  const catalogue = await startCatalogueProcess([
    // Some generated datasets are private (a harvest without a key leaves them out): a few more.
    '--datasets',
    String(Math.ceil(datasetCount * 1.1)),
    '--action-latency-ms',
    String(latency),
  ]);
  const testApp = await startTestApp({ worker: false });
  const worker = await startAppProcess({
    role: 'worker',
    databaseUrl: await testDatabaseUrl(testApp),
    secret: testApp.config.secret,
    baseUrl: testApp.origin,
    env: { ALLOW_PRIVATE_URLS: 'true' },
  });
  try {
    console.log(`sample catalogue, ${latency} ms a request: ${catalogue.seeded}`);
    const owner = await buildUser(testApp);
    const { instanceId } = await buildHarvestedInstance(testApp, owner, catalogue.url);
    const db = testApp.runtime.db;
    await saveCatalogueApiKey(db, testApp.config, {
      userId: owner.id,
      instanceId,
      apiKey: catalogue.adminToken,
      canWrite: true,
    });
    // Changed here: a new title on each of the first datasets, as an applied batch leaves them.
    const chosen = await db
      .select({ id: datasets.id })
      .from(datasets)
      .where(eq(datasets.instanceId, instanceId))
      .orderBy(asc(datasets.name))
      .limit(datasetCount);
    const ids = chosen.map((row) => row.id);
    await db
      .update(datasets)
      .set({
        title: sql`${datasets.title} || ' (revised)'`,
        syncStatus: 'not_synced',
        version: sql`${datasets.version} + 1`,
      })
      .where(inArray(datasets.id, ids));

    const cpuBefore = cpuMsOf(worker.pid);
    const started = performance.now();
    const answer = await callFunction<{ runId: string; total: number }>(
      testApp,
      'datasets.syncMany',
      {
        instanceId,
        target: { kind: 'matching', filters: { syncStatus: 'not_synced' }, count: ids.length },
      },
      { cookie: owner.cookie },
    );
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.error));
    const runId = answer.result.runId;
    for (;;) {
      const [run] = await db.select().from(syncRuns).where(eq(syncRuns.id, runId));
      if (run!.status === 'finished' || run!.status === 'cancelled') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    const cpuMs = cpuMsOf(worker.pid) - cpuBefore;
    const outcomes = await db
      .select({ outcome: syncRunItems.outcome, n: sql<number>`count(*)::int` })
      .from(syncRunItems)
      .where(eq(syncRunItems.runId, runId))
      .groupBy(syncRunItems.outcome);
    const synced = outcomes.find((row) => row.outcome === 'synced')?.n ?? 0;
    if (synced !== ids.length) throw new Error(`not all synced: ${JSON.stringify(outcomes)}`);

    // The catalogue's own time for the same package_patch calls (another title each).
    const pushed = await db
      .select({ ckanId: datasets.ckanId, title: datasets.title })
      .from(datasets)
      .where(and(inArray(datasets.id, ids)));
    const catalogueSeconds = await catalogueOwnSeconds(
      catalogue.url,
      catalogue.adminToken,
      pushed.map((row) => ({ id: row.ckanId!, title: `${row.title} (again)` })),
    );
    const figures: Figures = {
      latency,
      seconds,
      catalogueSeconds,
      cpuMsPerDataset: cpuMs / ids.length,
      peakRssMb: worker.peakRssMb(),
      requests: ids.length,
    };
    console.log(
      `${latency} ms: ${ids.length} datasets synced in ${seconds.toFixed(2)} s end to end ` +
        `(${(ids.length / seconds).toFixed(1)} datasets/s); the catalogue's own time for the same ` +
        `${ids.length} package_patch at 2 in flight ${catalogueSeconds.toFixed(2)} s; ratio ` +
        `${(seconds / catalogueSeconds).toFixed(2)}; worker CPU ${(cpuMs / 1000).toFixed(1)} s ` +
        `(${figures.cpuMsPerDataset.toFixed(2)} ms a dataset), worker peak RSS ${figures.peakRssMb} MB`,
    );
    return figures;
  } finally {
    await worker.stop();
    await testApp.close();
    catalogue.stop();
  }
}

async function main(): Promise<void> {
  execFileSync('npm', ['run', 'build:server', '--silent'], { cwd: projectRoot, stdio: 'inherit' });
  const dropTemplate = await buildTemplate();
  const atOnce = await syncManyAgainst(0).catch(async (error: unknown) => {
    await dropTemplate();
    throw error;
  });
  const slow = await syncManyAgainst(latencyMs).finally(dropTemplate);
  const ratio = (figures: Figures) => (figures.seconds / figures.catalogueSeconds).toFixed(2);
  console.log(
    `bench:bulk-change-sync sync_many_ratio_0ms=${ratio(atOnce)} sync_many_ratio_${latencyMs}ms=${ratio(slow)} ` +
      `sync_peak_rss_mb=${Math.max(atOnce.peakRssMb, slow.peakRssMb)} ` +
      `cpu_ms_per_dataset_0ms=${atOnce.cpuMsPerDataset.toFixed(2)}`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
