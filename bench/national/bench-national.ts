/**
 * bench:national — the product at the size of a national catalogue, on PostgreSQL: the sample
 * catalogue with 30,000 datasets and about 350,000 resources whose links are spread over 2,000
 * hosts (loopback addresses, one process answering as all of them). Measures, through the real
 * processes (2 workers and a web process as `npm run worker` / `npm run web` start them):
 * a full harvest, a re-harvest after 1 % of the datasets changed, the dataset list's p95 (search
 * and sort, over HTTP), the history page's p95 (its first ten pages), and an instance's link
 * check of every URL at 2 requests per host, with 2 workers and then with 1. Peak RSS per process
 * (VmHWM), each phase on its own.
 *
 * BENCH_DATASETS (30000), BENCH_RESOURCES_PER_DATASET (11.7), BENCH_HOSTS (2000),
 * BENCH_HOST_LATENCY_MS (200: each site's round trip), BENCH_LIST_REQUESTS (300),
 * BENCH_HISTORY_REQUESTS (200), BENCH_SKIP_LINKS (1: no link checks), DATABASE_URL (default the
 * local test server).
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { count, eq, sql } from 'drizzle-orm';
import { datasetSorts } from '#contract/enums.js';
import { histories, resources } from '#server/db/schema/index.js';
import { projectRoot } from '#server/lib/project-root.js';
import { buildUser } from '#server/test-support/accounts.js';
import { startAppProcess, type AppProcess } from '#server/test-support/app-process.js';
import { freePort } from '#server/test-support/free-port.js';
import { buildTemplate } from '#server/test-support/template-database.js';
import { startTestApp } from '#server/test-support/test-app.js';
import { testDatabaseUrl } from '#server/test-support/test-database-url.js';
import { percentile } from '../support/percentile.js';
import { startCatalogueProcess } from './catalogue-process.js';
import { functionCaller } from './function-caller.js';
import { resetPeakRss } from './peak-rss.js';
import { waitForHarvestRun, waitForLinkCheck } from './wait-for-runs.js';

const datasetCount = Number(process.env.BENCH_DATASETS ?? 30_000);
const resourcesPerDataset = Number(process.env.BENCH_RESOURCES_PER_DATASET ?? 11.7);
const hostCount = Number(process.env.BENCH_HOSTS ?? 2000);
/**
 * Each simulated site's round trip. A real link check waits on the network, not on its own CPU;
 * with sites on loopback answering at once it would measure only how 2 cores share the work.
 */
const hostLatencyMs = Number(process.env.BENCH_HOST_LATENCY_MS ?? 200);
const listRequests = Number(process.env.BENCH_LIST_REQUESTS ?? 300);
const historyRequests = Number(process.env.BENCH_HISTORY_REQUESTS ?? 200);
/** BENCH_SKIP_LINKS=1: harvests and the list only (a few minutes instead of about twenty). */
const skipLinks = process.env.BENCH_SKIP_LINKS === '1';
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

const searches = ['', '避難', '人口動態', 'Traffic', '浜松市', '保育所', '2019'];
const seconds = (since: number) => (performance.now() - since) / 1000;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function main(): Promise<void> {
  execFileSync('npm', ['run', 'build:server', '--silent'], { cwd: projectRoot, stdio: 'inherit' });
  console.log(`load average at the start ${load()}`);
  const seedStart = performance.now();
  const catalogue = await startCatalogueProcess([
    '--datasets',
    String(datasetCount),
    '--resources-per-dataset',
    String(resourcesPerDataset),
    '--resource-hosts',
    String(hostCount),
    '--resource-host-latency-ms',
    String(hostLatencyMs),
  ]);
  console.log(
    `sample catalogue at ${catalogue.url} (${seconds(seedStart).toFixed(0)} s): ${catalogue.seeded}`,
  );
  const dropTemplate = await buildTemplate();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const seeding = await startTestApp({ worker: false, env: { BASE_URL: baseUrl } });
  const workers: AppProcess[] = [];
  let web: AppProcess | undefined;
  try {
    const db = seeding.runtime.db;
    const owner = await buildUser(seeding);
    const databaseUrl = await testDatabaseUrl(seeding);
    // The catalogue and its 2,000 "sites" are loopback addresses, as in the tests.
    const env = {
      ALLOW_PRIVATE_URLS: 'true',
      NODE_OPTIONS: process.env.BENCH_APP_NODE_OPTIONS ?? '',
    };
    const common = { databaseUrl, secret: seeding.config.secret, baseUrl, env };
    workers.push(await startAppProcess({ ...common, role: 'worker' }));
    workers.push(await startAppProcess({ ...common, role: 'worker' }));
    web = await startAppProcess({ ...common, role: 'web', port });
    const call = functionCaller(baseUrl, baseUrl, owner);
    const peaks = (processes: AppProcess[]) => processes.map((one) => one.peakRssMb());
    const resetPeaks = () => [...workers, web!].forEach((one) => resetPeakRss(one.pid));

    // 1. The first, full harvest, with 2 workers waiting for jobs.
    const workspace = await call<{ id: string }>('workspaces.create', { name: 'National' });
    const harvestStart = performance.now();
    const instance = await call<{ id: string }>('instances.create', {
      workspaceId: workspace.result.id,
      name: 'National catalogue',
      url: catalogue.url,
      limitScope: false,
      organizationIds: '',
    });
    const instanceId = instance.result.id;
    const harvested = await waitForHarvestRun(db, instanceId);
    const harvestSeconds = seconds(harvestStart);
    const [stored] = await db
      .select({
        n: sql<number>`count(*)::int`,
        hosts: sql<number>`count(distinct substring(${resources.url} from '//([^/]*)'))::int`,
      })
      .from(resources)
      .where(eq(resources.instanceId, instanceId));
    const harvestPeaks = peaks(workers);
    console.log(
      `harvest: ${harvested.created} datasets, ${stored!.n} resources on ${stored!.hosts} hosts in ${harvestSeconds.toFixed(1)} s ` +
        `(${Math.round(harvested.created / harvestSeconds)} datasets/s); workers' peak RSS ${harvestPeaks.join(', ')} MB; load ${load()}`,
    );

    // 2. 1 % of the datasets change in the catalogue; the re-harvest fetches only those.
    resetPeaks();
    const changed = Math.max(1, Math.round(datasetCount / 100));
    for (let index = 0; index < changed; index++) {
      const name = `generated-${String(Math.floor((index * datasetCount) / changed) + 1).padStart(5, '0')}`;
      const response = await fetch(`${catalogue.url}/api/3/action/package_patch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: catalogue.adminToken },
        body: JSON.stringify({
          id: name,
          notes: `改訂 ${index}: 国の基準に合わせて更新しました。`,
        }),
      });
      if (!response.ok) throw new Error(`package_patch ${name}: ${response.status}`);
    }
    const reharvestStart = performance.now();
    await call('instances.harvest', { instanceId });
    const reharvested = await waitForHarvestRun(db, instanceId);
    const reharvestSeconds = seconds(reharvestStart);
    console.log(
      `re-harvest: ${changed} datasets changed, ${reharvested.fetched} fetched, ${reharvested.updated} updated in ${reharvestSeconds.toFixed(1)} s; ` +
        `workers' peak RSS ${peaks(workers).join(', ')} MB; load ${load()}`,
    );

    // 3. The list at that size: searches and sorts, one request after another, over HTTP.
    const latencies: number[] = [];
    const byCase = new Map<string, number[]>();
    for (let n = 0; n < listRequests + 20; n++) {
      const q = searches[n % searches.length]!;
      const sort = datasetSorts[n % datasetSorts.length]!;
      const started = performance.now();
      await call('datasets.list', { instanceId, q, sort });
      const elapsed = performance.now() - started;
      // The first few warm the caches.
      if (n < 20) continue;
      latencies.push(elapsed);
      for (const key of [`q=${q || '(none)'}`, `sort=${sort}`]) {
        byCase.set(key, [...(byCase.get(key) ?? []), elapsed]);
      }
    }
    console.log(
      `  p95 by search and by sort: ${[...byCase]
        .map(([key, values]) => `${key} ${percentile(values, 95)!.toFixed(0)} ms`)
        .join(', ')}`,
    );
    const listP95 = percentile(latencies, 95)!;
    console.log(
      `datasets.list (search, sort) n=${latencies.length}: p50 ${percentile(latencies, 50)!.toFixed(0)} ms, ` +
        `p95 ${listP95.toFixed(0)} ms, p99 ${percentile(latencies, 99)!.toFixed(0)} ms; web peak RSS ${web.peakRssMb()} MB; load ${load()}`,
    );

    // 4. The history page at that size (a row for each dataset the harvests created or changed):
    // its pages in order, as someone reading back through the changes would.
    const historyLatencies: number[] = [];
    for (let n = 0; n < historyRequests + 20; n++) {
      const started = performance.now();
      await call('histories.list', { instanceId, page: (n % 10) + 1 });
      if (n >= 20) historyLatencies.push(performance.now() - started);
    }
    const historyP95 = percentile(historyLatencies, 95)!;
    const [historyRows] = await db
      .select({ n: count() })
      .from(histories)
      .where(eq(histories.instanceId, instanceId));
    console.log(
      `histories.list n=${historyLatencies.length} over ${historyRows!.n} history rows: p50 ${percentile(historyLatencies, 50)!.toFixed(0)} ms, ` +
        `p95 ${historyP95.toFixed(0)} ms, p99 ${percentile(historyLatencies, 99)!.toFixed(0)} ms`,
    );

    if (skipLinks) {
      console.log(`load average at the end ${load()}`);
      console.log(
        `bench:national harvest_s=${harvestSeconds.toFixed(0)} reharvest_s=${reharvestSeconds.toFixed(1)} ` +
          `list_p95_ms=${listP95.toFixed(0)} links_per_s=skipped peak_rss_mb=${Math.max(...harvestPeaks, web.peakRssMb())} ` +
          `history_p95_ms=${historyP95.toFixed(0)}`,
      );
      return;
    }

    // 5. The link check of every URL, with 2 workers, then with 1.
    const checkLinks = async (label: string, active: AppProcess[]) => {
      resetPeaks();
      const start = performance.now();
      const started = await call<{ id: string }>('links.check', { scope: 'instance', instanceId });
      const check = await waitForLinkCheck(
        db,
        started.result.id,
        label,
        active.map((one) => one.pid),
      );
      const elapsed = seconds(start);
      const figures = {
        seconds: elapsed,
        linksPerSecond: check.done / elapsed,
        peaks: peaks(active),
      };
      console.log(
        `link check, ${label}: ${check.done} links (${check.alive} alive, ${check.dead} dead, ${check.unknown} unknown) ` +
          `in ${check.parts} parts, ${elapsed.toFixed(1)} s, ${Math.round(figures.linksPerSecond)} links/s; ` +
          `workers' peak RSS ${figures.peaks.join(', ')} MB; load ${load()}`,
      );
      return figures;
    };
    const twoWorkers = await checkLinks('2 workers', workers);
    await workers.pop()!.stop();
    const oneWorker = await checkLinks('1 worker', workers);
    console.log(
      `2 workers took ${((100 * twoWorkers.seconds) / oneWorker.seconds).toFixed(0)} % of the time of 1`,
    );

    const peakRss = Math.max(
      ...harvestPeaks,
      ...twoWorkers.peaks,
      ...oneWorker.peaks,
      web.peakRssMb(),
    );
    console.log(`load average at the end ${load()}`);
    console.log(
      `bench:national harvest_s=${harvestSeconds.toFixed(0)} reharvest_s=${reharvestSeconds.toFixed(1)} ` +
        `list_p95_ms=${listP95.toFixed(0)} links_per_s=${Math.round(twoWorkers.linksPerSecond)} peak_rss_mb=${peakRss} ` +
        `links_1w_s=${oneWorker.seconds.toFixed(0)} links_2w_s=${twoWorkers.seconds.toFixed(0)} history_p95_ms=${historyP95.toFixed(0)}`,
    );
  } finally {
    await web?.stop();
    for (const worker of workers) await worker.stop();
    catalogue.stop();
    await seeding.close();
    await dropTemplate();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
