/**
 * One timed harvest in a process of its own, so that its peak RSS is the harvest's alone.
 * Usage: node --import tsx bench/harvest/harvest-once.ts <catalogueUrl> [postgres-url]
 * Prints one JSON line: { database, datasets, resources, seconds, peakRssMb }.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../server/config/config.js';
import { harvestRuns, instances, workspaces } from '../../server/db/schema/index.js';
import { createRuntime } from '../../server/runtime.js';
import { harvestInstance } from '../../server/services/harvest/harvest-instance.js';

const [catalogueUrl, databaseUrl] = process.argv.slice(2);
if (!catalogueUrl) throw new Error('usage: harvest-once.ts <catalogueUrl> [postgres-url]');

const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-bench-harvest-'));
const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'warn', ALLOW_PRIVATE_URLS: 'true' }, []);
const runtime = await createRuntime(config, { logger: pino({ level: 'warn' }) });
try {
  const [workspace] = await runtime.db.insert(workspaces).values({ name: 'Bench' }).returning();
  const [instance] = await runtime.db.insert(instances).values({ workspaceId: workspace!.id, name: 'Bench', url: catalogueUrl }).returning();
  const [run] = await runtime.db.insert(harvestRuns).values({ instanceId: instance!.id, trigger: 'initial' }).returning();

  const started = performance.now();
  await harvestInstance(runtime, run!.id);
  const seconds = (performance.now() - started) / 1000;

  const [finished] = await runtime.db.select().from(harvestRuns).where(eq(harvestRuns.id, run!.id));
  const [counts] = await runtime.db.select().from(instances).where(eq(instances.id, instance!.id));
  if (finished?.status !== 'succeeded') throw new Error(`harvest ${finished?.status}: ${finished?.error}`);
  console.log(
    JSON.stringify({
      database: runtime.database.kind,
      datasets: counts!.datasetCount,
      resources: counts!.resourceCount,
      seconds,
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    }),
  );
} finally {
  await runtime.close();
  rmSync(dataDir, { recursive: true, force: true });
}
