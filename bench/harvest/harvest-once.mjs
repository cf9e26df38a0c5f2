// One harvest through the job queue, in a process of its own run exactly as `npm start` runs the
// server: the compiled build (dist/) with the same Node flags, on a data folder created beforehand
// (an installed app). The harvest is queued as a request queues it and a worker of this process
// takes it; then a second harvest with nothing changed. Prints one JSON line:
// { database, datasets, resources, threads, queueWaitMs, seconds, cpuSeconds, peakRssMb, reharvestSeconds,
// reharvestQueueWaitMs }; `threads`: each thread's CPU seconds in the first harvest (0.05 s or more),
// so the embedded database's thread (WorkerThread) shows beside the app's (MainThread).
// Usage: node <start flags> bench/harvest/harvest-once.mjs <dataDir> <catalogueUrl> [postgres-url]
import { performance } from 'node:perf_hooks';
import { readFileSync, readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../../dist/server/config/config.js';
import { harvestRuns, instances, workspaces } from '../../dist/server/db/schema/index.js';
import { jobRegistry } from '../../dist/server/jobs/registry.js';
import { createRuntime } from '../../dist/server/runtime.js';
import { queueHarvest } from '../../dist/server/services/harvest/queue-harvest.js';

const [dataDir, catalogueUrl, databaseUrl] = process.argv.slice(2);
const config = loadConfig(
  {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    ALLOW_PRIVATE_URLS: 'true',
  },
  [],
);
const runtime = await createRuntime(config, jobRegistry, { logger: pino({ level: 'warn' }) });
if (catalogueUrl === '--prepare') {
  await runtime.close();
  process.exit(0);
}

const peakMb = () =>
  Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024);

/** CPU seconds of each of this process's threads so far, by `tid:name` (from /proc). */
const threadCpu = () => {
  const out = new Map();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const name = /\((.*)\)/.exec(stat)[1];
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(`${tid}:${name}`, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // A thread that ended between the listing and the read has nothing more to count.
    }
  }
  return out;
};

/** Queues a harvest as a request does and waits until the worker has finished it. */
async function harvest(instanceId) {
  const threadsBefore = threadCpu();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const runId = await queueHarvest(runtime.db, runtime.jobs, {
    instanceId,
    trigger: 'manual',
    requestedBy: null,
  });
  let run;
  for (;;) {
    [run] = await runtime.db.select().from(harvestRuns).where(eq(harvestRuns.id, runId));
    if (run.status === 'succeeded' || run.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  if (run.status !== 'succeeded') throw new Error(`harvest ${run.status}: ${run.error}`);
  const threads = {};
  for (const [key, value] of threadCpu()) {
    const spent = value - (threadsBefore.get(key) ?? 0);
    if (spent >= 0.05) threads[key] = Number(spent.toFixed(2));
  }
  return {
    threads,
    seconds,
    // This process's own CPU (PGlite's engine included, a PostgreSQL server's not).
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    // From the request's queueing to the worker's start (the database's clock, both ends).
    queueWaitMs: run.startedAt.getTime() - run.queuedAt.getTime(),
    workSeconds: (run.finishedAt.getTime() - run.startedAt.getTime()) / 1000,
  };
}

try {
  await runtime.jobs.work({ runtime });
  const [workspace] = await runtime.db.insert(workspaces).values({ name: 'Bench' }).returning();
  const [instance] = await runtime.db
    .insert(instances)
    .values({ workspaceId: workspace.id, name: 'Bench', url: catalogueUrl })
    .returning();
  const first = await harvest(instance.id);
  const peakRssMb = peakMb();
  const again = await harvest(instance.id);
  const [counts] = await runtime.db.select().from(instances).where(eq(instances.id, instance.id));
  console.log(
    JSON.stringify({
      database: runtime.database.kind,
      datasets: counts.datasetCount,
      resources: counts.resourceCount,
      ...first,
      peakRssMb,
      reharvestSeconds: again.seconds,
      reharvestQueueWaitMs: again.queueWaitMs,
    }),
  );
} finally {
  await runtime.close();
}
