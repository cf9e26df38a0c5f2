// One timed harvest in a process of its own, run exactly as `npm start` runs the server: the
// compiled build (dist/) with the same Node flags, on a data folder created beforehand (an
// installed app). Prints one JSON line: { database, datasets, resources, seconds, cpuSeconds, peakRssMb }.
// Usage: node <start flags> bench/harvest/harvest-once.mjs <dataDir> <catalogueUrl> [postgres-url]
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../../dist/server/config/config.js';
import { harvestRuns, instances, workspaces } from '../../dist/server/db/schema/index.js';
import { createRuntime } from '../../dist/server/runtime.js';
import { harvestInstance } from '../../dist/server/services/harvest/harvest-instance.js';

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
const runtime = await createRuntime(config, { logger: pino({ level: 'warn' }) });
if (catalogueUrl === '--prepare') {
  await runtime.close();
  process.exit(0);
}
try {
  const [workspace] = await runtime.db.insert(workspaces).values({ name: 'Bench' }).returning();
  const [instance] = await runtime.db
    .insert(instances)
    .values({ workspaceId: workspace.id, name: 'Bench', url: catalogueUrl })
    .returning();
  const [run] = await runtime.db
    .insert(harvestRuns)
    .values({ instanceId: instance.id, trigger: 'initial' })
    .returning();

  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await harvestInstance(runtime, run.id);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  // This process's own CPU (PGlite's engine included, a PostgreSQL server's not): steadier than
  // the elapsed time on a busy machine.
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;

  const [finished] = await runtime.db.select().from(harvestRuns).where(eq(harvestRuns.id, run.id));
  const [counts] = await runtime.db.select().from(instances).where(eq(instances.id, instance.id));
  if (finished.status !== 'succeeded')
    throw new Error(`harvest ${finished.status}: ${finished.error}`);
  const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(
    JSON.stringify({
      database: runtime.database.kind,
      datasets: counts.datasetCount,
      resources: counts.resourceCount,
      seconds,
      cpuSeconds,
      peakRssMb,
    }),
  );
} finally {
  await runtime.close();
}
