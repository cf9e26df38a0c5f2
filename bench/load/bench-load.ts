/**
 * bench:load — a busy morning: 200 signed-in users browse a 100,000-dataset instance (the list
 * with searches and sorts, dataset details, the history) through 2 web processes as `npm run web`
 * starts them, while a worker process harvests another catalogue and checks its links. PostgreSQL
 * (DATABASE_URL, default the local test server). Each user is a loop that waits for a page, reads
 * it for about BENCH_THINK_MS (k6's customary sleep(1)), and asks for the next (a closed model);
 * BENCH_THINK_MS=0 measures capacity instead (every user fires back to back). Prints p50/p95/p99
 * per function, throughput and errors.
 *
 * BENCH_DATASETS (100000), BENCH_USERS (200), BENCH_SECONDS (60), BENCH_THINK_MS (1000),
 * BENCH_RAMP_MS (as the think time), BENCH_WARMUP_S (20),
 * BENCH_CATALOGUE_DATASETS (2000), BENCH_APP_NODE_OPTIONS (more Node options for the app processes).
 *
 * The cost of a request on the server, less noisy than latency on a shared machine: the CPU time
 * of the 2 web processes (/proc) and the statements they send to PostgreSQL (counted inside them
 * by count-queries.mjs), and the CPU time of the PostgreSQL backends that serve them, each divided
 * by the requests they answered during the load.
 */
import { execFileSync, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { Agent, request } from 'undici';
import { datasetSorts } from '#contract/enums.js';
import type { InstanceDetail } from '#contract/functions/instances.js';
import { workspaceMembers } from '#server/db/schema/index.js';
import { projectRoot } from '#server/lib/project-root.js';
import { buildUser, type TestUser } from '#server/test-support/accounts.js';
import { freePort } from '#server/test-support/free-port.js';
import { buildTemplate } from '#server/test-support/template-database.js';
import { seedInstance } from '#server/test-support/seed-instance.js';
import { startTestApp } from '#server/test-support/test-app.js';
import { testDatabaseUrl } from '#server/test-support/test-database-url.js';
import { startAppProcess, type AppProcess } from '#server/test-support/app-process.js';
import { seedListDatasets } from '../support/list-datasets.js';
import { percentile } from '../support/percentile.js';
import {
  backendCpuMs,
  backendCpuMsBetween,
  processCostMeter,
  webApplicationName,
} from './process-cost.js';

const datasetCount = Number(process.env.BENCH_DATASETS ?? 100_000);
const userCount = Number(process.env.BENCH_USERS ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const catalogueDatasets = Number(process.env.BENCH_CATALOGUE_DATASETS ?? 2000);
/** A person's pause between pages, on average (0.5–1.5 ×); 0 = every user fires back to back. */
const thinkMs = Number(process.env.BENCH_THINK_MS ?? 1000);
/**
 * Users arrive over this long (each at a random moment in it), as people open the app over a
 * morning; 0 = all 200 ask for their first page in the same millisecond.
 */
const rampMs = Number(process.env.BENCH_RAMP_MS ?? thinkMs);
/**
 * How long the users browse before the measurement, the harvest and the link check start: a
 * morning's processes have served pages before (JIT-compiled code, open connections, the totals
 * of the frequent searches). The warm-up's own p95 is printed, apart.
 */
const warmupSeconds = Number(process.env.BENCH_WARMUP_S ?? 20);
const requestTimeoutMs = 10_000;
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

const searches = ['避難所', '人口', 'air quality', '横浜市', 'AED設置場所', 'budget', '保育所'];

interface Operation {
  name: string;
  /** The function and its input for the n-th request of a user. */
  next(n: number): { fn: string; data: unknown };
}

async function main(): Promise<void> {
  execFileSync('npm', ['run', 'build:server', '--silent'], { cwd: projectRoot, stdio: 'inherit' });
  const dropTemplate = await buildTemplate();
  const ports = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${ports[0]}`;
  const seeding = await startTestApp({ worker: false, env: { BASE_URL: baseUrl } });
  const processes: AppProcess[] = [];
  let meter: ReturnType<typeof processCostMeter> | undefined;
  const catalogue = await startCatalogue();
  try {
    const db = seeding.runtime.db;
    const seedStart = performance.now();
    const owner = await buildUser(seeding);
    const { workspaceId, instanceId } = await seedInstance(db, owner.id, 'Busy morning');
    await seedListDatasets(db, instanceId, datasetCount);
    // One edit in a hundred datasets, by the owner, for the history pages.
    await db.execute(sql`
      insert into histories (workspace_id, instance_id, dataset_id, dataset_name, source, actor_id,
        changes, created_at)
      select ${workspaceId}, ${instanceId}, id, name, 'edit', ${owner.id},
        jsonb_build_array(jsonb_build_object('field', 'title', 'before', title,
          'after', title || '（改訂）')),
        now() - (row_number() over (order by name)) * interval '1 minute'
      from datasets where instance_id = ${instanceId} and num_resources = 1 and title like '%2015'`);
    const users: TestUser[] = [owner];
    while (users.length < userCount) users.push(await buildUser(seeding));
    await db
      .insert(workspaceMembers)
      .values(
        users.slice(1).map((user) => ({ workspaceId, userId: user.id, role: 'editor' as const })),
      );
    const ids = (await db.execute(
      sql`select id from datasets where instance_id = ${instanceId} order by random() limit 2000`,
    )) as unknown as { rows?: { id: string }[] } & { id: string }[];
    const datasetIds = (ids.rows ?? ids).map((row) => row.id);
    console.log(
      `seeded ${datasetCount} datasets and ${userCount} users in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    const databaseUrl = await testDatabaseUrl(seeding);
    // The catalogue here is a local process, as in the tests.
    meter = processCostMeter();
    const env = {
      ALLOW_PRIVATE_URLS: 'true',
      // e.g. --cpu-prof --cpu-prof-dir=… to profile the app processes.
      NODE_OPTIONS: `${meter.nodeOptions} ${process.env.BENCH_APP_NODE_OPTIONS ?? ''}`,
      ...meter.env,
    };
    const common = { databaseUrl, secret: seeding.config.secret, baseUrl, env };
    processes.push(await startAppProcess({ ...common, role: 'worker' }));
    // The connection string's application name wins over the app's own: the bench finds the web
    // processes' backends by it.
    const webDatabaseUrl = `${databaseUrl}?application_name=${webApplicationName}`;
    for (const port of ports)
      processes.push(
        await startAppProcess({ ...common, databaseUrl: webDatabaseUrl, role: 'web', port }),
      );
    const webUrls = ports.map((port) => `http://127.0.0.1:${port}`);

    const operations: Operation[] = [
      {
        name: 'datasets.list (search, sort)',
        next: (n) => ({
          fn: 'datasets.list',
          data: {
            instanceId,
            q: searches[n % searches.length],
            sort: datasetSorts[n % datasetSorts.length],
          },
        }),
      },
      {
        name: 'datasets.list (page)',
        next: (n) => ({ fn: 'datasets.list', data: { instanceId, page: 1 + (n % 50) } }),
      },
      {
        name: 'datasets.get',
        next: (n) => ({
          fn: 'datasets.get',
          data: { datasetId: datasetIds[n % datasetIds.length] },
        }),
      },
      {
        name: 'histories.list',
        next: (n) => ({ fn: 'histories.list', data: { instanceId, page: 1 + (n % 5) } }),
      },
    ];
    const latencies = new Map(operations.map((operation) => [operation.name, [] as number[]]));
    /** Every answered request's start (s into the measurement) and latency (ms): p95 by window. */
    const timeline: [number, number][] = [];
    const warmup: number[] = [];
    let errors = 0;
    let warmupErrors = 0;
    const errorSamples: string[] = [];
    const callers = webUrls.map((url) => functionCaller(url, baseUrl));
    const loadStart = performance.now();
    const measureFrom = loadStart + warmupSeconds * 1000;
    const stopAt = measureFrom + seconds * 1000;
    const browsing = Promise.all(
      users.map(async (user, index) => {
        const callOf = callers[index % callers.length]!;
        await new Promise((resolve) => setTimeout(resolve, rampMs * Math.random()));
        for (let n = index; performance.now() < stopAt; n++) {
          const operation = operations[n % operations.length]!;
          const { fn, data } = operation.next(n);
          const started = performance.now();
          const answer = await callOf(user, fn, data);
          const measured = started >= measureFrom;
          if (answer.status === 200 && measured) {
            latencies.get(operation.name)!.push(performance.now() - started);
            timeline.push([(started - measureFrom) / 1000, performance.now() - started]);
          } else if (answer.status === 200) {
            warmup.push(performance.now() - started);
          } else if (measured) {
            errors += 1;
            if (errorSamples.length < 5)
              errorSamples.push(`${fn}: ${answer.status} ${answer.text}`);
          } else {
            warmupErrors += 1;
          }
          if (thinkMs > 0)
            await new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, measureFrom - performance.now()));

    const webPids = processes.slice(1).map((process) => process.pid);
    const costBefore = await meter.read(webPids);
    const backendsBefore = await backendCpuMs(db);
    const requestsBefore = requestsSent;
    // The background work, once the users browse: a full harvest of one catalogue, then its link
    // check.
    const call = functionCaller(webUrls[0]!, baseUrl);
    const created = await call(owner, 'instances.create', {
      workspaceId,
      name: 'Prefecture',
      url: catalogue.url,
      limitScope: false,
      organizationIds: '',
    });
    if (created.status !== 200)
      throw new Error(`instances.create: ${created.status} ${created.text}`);
    const harvested = (created.body as { result: { id: string } }).result.id;
    // What the background work came to: the harvest still running when the users stop, failed
    // (the figures then do not show a load with a harvest), or done and its link check started.
    let background: 'harvest running' | 'harvest failed' | 'link check started' = 'harvest running';
    let browsingDone = false;
    const backgroundWork = (async () => {
      while (!browsingDone) {
        const status = await call(owner, 'instances.get', { instanceId: harvested });
        const detail = (status.body as { result?: InstanceDetail }).result;
        if (detail?.lastHarvest?.status === 'failed' && !detail.currentHarvest) {
          // Counted as an error: the figures would not show the load the bench promises.
          background = 'harvest failed';
          errors += 1;
          errorSamples.push(`harvest failed: ${detail.lastHarvest.error ?? 'no message'}`);
          return;
        }
        if (detail?.state === 'ready') {
          await call(owner, 'links.check', { scope: 'instance', instanceId: harvested });
          background = 'link check started';
          console.log(
            `harvest of ${catalogueDatasets} datasets done ${((performance.now() - measureFrom) / 1000).toFixed(0)} s into the measurement; link check started`,
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    })();
    await browsing;
    browsingDone = true;
    const elapsed = (performance.now() - measureFrom) / 1000;
    const costAfter = await meter.read(webPids);
    const backendsAfter = await backendCpuMs(db);
    const requests = requestsSent - requestsBefore;
    const cpuMsPerRequest = (costAfter.cpuMs - costBefore.cpuMs) / requests;
    const queriesPerRequest = (costAfter.queries - costBefore.queries) / requests;
    const pgCpuMsPerRequest = backendCpuMsBetween(backendsBefore, backendsAfter) / requests;
    await backgroundWork;

    const all: number[] = [];
    for (const [name, values] of latencies) {
      all.push(...values);
      console.log(
        `${name.padEnd(30)} n=${String(values.length).padStart(6)}  p50 ${fmt(percentile(values, 50))} ms  p95 ${fmt(percentile(values, 95))} ms  p99 ${fmt(percentile(values, 99))} ms`,
      );
    }
    console.log(`p95 by ${windowSeconds} s of the load: ${windowP95s(timeline).join(' ')} ms`);
    console.log(
      `warm-up (${warmupSeconds} s, users arriving, no harvest yet; not in the figures): n=${warmup.length} p95 ${fmt(percentile(warmup, 95))} ms, errors ${warmupErrors}`,
    );
    for (const sample of errorSamples) console.log(`error: ${sample}`);
    console.log(
      `processes: worker ${processes[0]!.peakRssMb()} MB, web ${processes
        .slice(1)
        .map((process) => `${process.peakRssMb()} MB`)
        .join(', ')} peak RSS; background work at the end: ${background}`,
    );
    const rps = (all.length + errors) / elapsed;
    console.log(
      `think time ${thinkMs} ms, users arriving over ${rampMs} ms; load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
    );
    console.log(
      `per request: ${cpuMsPerRequest.toFixed(2)} ms of CPU in the web processes, ${queriesPerRequest.toFixed(2)} statements to PostgreSQL, ${pgCpuMsPerRequest.toFixed(2)} ms of CPU in its backends (${requests} requests)`,
    );
    console.log(
      `bench:load rps=${Math.round(rps)} p95_ms=${fmt(percentile(all, 95))} errors=${errors} cpu_ms_per_req=${cpuMsPerRequest.toFixed(2)} queries_per_req=${queriesPerRequest.toFixed(2)} pg_cpu_ms_per_req=${pgCpuMsPerRequest.toFixed(2)}`,
    );
  } finally {
    for (const process of processes.reverse()) await process.stop();
    meter?.dispose();
    catalogue.stop();
    await seeding.close();
    await dropTemplate();
  }
}

/** Every call to the web processes, the background's included: the divisor of their cost. */
let requestsSent = 0;

/** Calls a function as the SPA does: POST with the user's session cookie and the app's Origin. */
function functionCaller(webUrl: string, origin: string) {
  const dispatcher = new Agent({ connections: 128, headersTimeout: requestTimeoutMs });
  return async (user: TestUser, fn: string, data: unknown) => {
    requestsSent += 1;
    try {
      const response = await request(`${webUrl}/api/functions/${fn}`, {
        method: 'POST',
        dispatcher,
        headers: { 'content-type': 'application/json', origin, cookie: user.cookie },
        body: JSON.stringify({ data }),
        bodyTimeout: requestTimeoutMs,
      });
      const text = await response.body.text();
      return {
        status: response.statusCode,
        text: text.slice(0, 200),
        body: response.statusCode === 200 ? (JSON.parse(text) as unknown) : undefined,
      };
    } catch (error) {
      return { status: 0, text: (error as Error).message, body: undefined };
    }
  };
}

/** The sample catalogue in a process of its own, so its work does not count as ours. */
async function startCatalogue(): Promise<{ url: string; stop(): void }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'sample-catalogue/main.ts',
      '--port',
      '0',
      '--datasets',
      String(catalogueDatasets),
    ],
    { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the sample catalogue exited (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /at (http:\/\/\S+)/.exec(line);
      if (match) resolve(match[1]!);
    });
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

const windowSeconds = Number(process.env.BENCH_WINDOW_S ?? 10);

function windowP95s(timeline: [number, number][]): string[] {
  const windows: number[][] = [];
  for (const [at, latency] of timeline)
    (windows[Math.floor(at / windowSeconds)] ??= []).push(latency);
  return [...windows].map((values) => fmt(values && percentile(values, 95)));
}

function fmt(value: number | undefined): string {
  return value === undefined || Number.isNaN(value) ? 'NaN' : value.toFixed(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
