import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasets, events, harvestRuns, histories } from '../db/schema/index.js';
import { abandonedHarvestSeconds } from '../services/harvest/fail-abandoned-harvests.js';
import { waitForHarvest } from '../test-support/catalogue.js';
import { startFaultWorld, type FaultWorld } from '../test-support/fault-world.js';

/**
 * `kill -9` of the worker process in the middle of a harvest (PostgreSQL: a web and a worker
 * process share it). Nothing half-written, nothing duplicated, and the instance harvests again.
 */
describe.skipIf(!process.env.DATABASE_URL)('a worker killed mid-harvest', () => {
  let world: FaultWorld;
  beforeAll(async () => {
    // The functions run in this process, the harvest only in the worker process.
    world = await startFaultWorld({ catalogue: { datasets: 10_000 } });
  }, 120_000);
  afterAll(() => world?.close());

  it('keeps every stored page whole, fails the run with an event, and the next harvest completes it', async () => {
    const { testApp, catalogue, call } = world;
    const db = testApp.runtime.db;
    const firstWorker = await world.startWorker();
    const instanceId = await world.createInstance();
    const latestRun = async () =>
      (
        await db
          .select()
          .from(harvestRuns)
          .where(eq(harvestRuns.instanceId, instanceId))
          .orderBy(desc(harvestRuns.queuedAt))
          .limit(1)
      )[0]!;

    // Kill the worker once many pages are stored (a third of the catalogue) and more are to come.
    for (;;) {
      const run = await latestRun();
      if (run.status !== 'queued' && run.status !== 'running')
        throw new Error(`the harvest ended before the kill: ${run.status}`);
      if (run.fetched >= 3000) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await firstWorker.kill();
    const killed = await latestRun();
    expect(killed.status).toBe('running');
    expect(killed.fetched).toBeLessThan(killed.total!);

    // Each page committed with its counters, so what is stored is exactly what the run counted.
    const stored = async () =>
      (
        await db
          .select({ n: count() })
          .from(datasets)
          .where(and(eq(datasets.instanceId, instanceId), isNull(datasets.removedAt)))
      )[0]!.n;
    expect(await stored()).toBe(killed.created);

    // Time passes (the heartbeat goes quiet); a new worker starts; someone asks for a harvest.
    await db
      .update(harvestRuns)
      .set({
        heartbeatAt: sql`now() - make_interval(secs => ${abandonedHarvestSeconds + 1})`,
      })
      .where(eq(harvestRuns.id, killed.id));
    await world.startWorker();
    const asked = await call<{ runId: string }>('instances.harvest', { instanceId });
    expect(asked.result.runId).not.toBe(killed.id);
    const finished = await waitForHarvest(testApp, instanceId, 120_000);
    expect(finished.status).toBe('succeeded');

    // The second harvest took only what the first had not stored; together they hold it all.
    const search = (await (
      await fetch(`${catalogue.url}/api/3/action/package_search?rows=0`)
    ).json()) as { result: { count: number } };
    expect(await stored()).toBe(search.result.count);
    expect(finished.created).toBe((await stored()) - killed.created);
    expect((await latestRun()).id).toBe(asked.result.runId);
    const [abandoned] = await db.select().from(harvestRuns).where(eq(harvestRuns.id, killed.id));
    expect(abandoned!.status).toBe('failed');

    // One creation history per dataset: nothing recorded twice, nothing missing.
    const perDataset = await db
      .select({ datasetId: histories.datasetId, n: count() })
      .from(histories)
      .where(and(eq(histories.instanceId, instanceId), eq(histories.source, 'harvest')))
      .groupBy(histories.datasetId);
    expect(perDataset).toHaveLength(await stored());
    expect(perDataset.every((row) => row.n === 1)).toBe(true);

    const kinds = (
      await db.select({ kind: events.kind }).from(events).where(eq(events.instanceId, instanceId))
    ).map((event) => event.kind);
    expect(kinds).toContain('harvest.abandoned');
    expect(kinds).toContain('harvest.succeeded');
  }, 240_000);
});
