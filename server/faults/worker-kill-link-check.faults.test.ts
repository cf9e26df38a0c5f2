import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkChecks, linkResults, resources } from '../db/schema/index.js';
import { interruptedAfterMs } from '../services/links/queue-link-check.js';
import { waitForHarvest } from '../test-support/catalogue.js';
import { startFaultWorld, type FaultWorld } from '../test-support/fault-world.js';

/**
 * `kill -9` of the worker process in the middle of an instance's link check of 5,000 links on 100
 * hosts (PostgreSQL): results
 * are stored in whole batches with the check's progress, the interrupted check no longer blocks a
 * new one, and the new one records exactly one result per link.
 */
describe.skipIf(!process.env.DATABASE_URL)('a worker killed mid link check', () => {
  let world: FaultWorld;
  beforeAll(async () => {
    world = await startFaultWorld({ catalogue: { datasets: 1750, resourceHosts: 100 } });
  }, 120_000);
  afterAll(() => world?.close());

  const checkRow = async (checkId: string) =>
    (
      await world.testApp.runtime.db.select().from(linkChecks).where(eq(linkChecks.id, checkId))
    )[0]!;
  const resultsOf = async (checkId: string) =>
    (
      await world.testApp.runtime.db
        .select({ n: count() })
        .from(linkResults)
        .where(eq(linkResults.checkId, checkId))
    )[0]!.n;

  it('keeps whole batches, frees the instance for a new check, and that check records each link once', async () => {
    const { testApp, call } = world;
    const db = testApp.runtime.db;
    const firstWorker = await world.startWorker();
    const instanceId = await world.createInstance();
    expect((await waitForHarvest(testApp, instanceId, 120_000)).status).toBe('succeeded');

    const started = await call<{ id: string }>('links.check', { scope: 'instance', instanceId });
    const killedId = started.result.id;
    for (;;) {
      const check = await checkRow(killedId);
      if (check.status === 'succeeded' || check.status === 'failed')
        throw new Error(`the check ended before the kill: ${check.status}`);
      if (check.done >= 100) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await firstWorker.kill();
    const killed = await checkRow(killedId);
    expect(killed.status).toBe('running');
    expect(killed.done).toBeLessThan(killed.total!);
    // Results and progress are written in one transaction per batch: no half batch.
    expect(await resultsOf(killedId)).toBe(killed.done);

    // The heartbeat goes quiet for longer than a check may pause; a new worker; a new request.
    await db
      .update(linkChecks)
      .set({ heartbeatAt: sql`now() - make_interval(secs => ${interruptedAfterMs / 1000 + 1})` })
      .where(eq(linkChecks.id, killedId));
    await world.startWorker();
    const again = await call<{ id: string }>('links.check', { scope: 'instance', instanceId });
    expect(again.result.id).not.toBe(killedId);
    expect((await checkRow(killedId)).status).toBe('failed');
    for (;;) {
      const check = await checkRow(again.result.id);
      if (check.status === 'succeeded') break;
      if (check.status === 'failed') throw new Error(`the new check failed: ${check.error}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    // One result per link of the instance from the new check, none twice.
    const linked = (
      await db
        .select({ n: count() })
        .from(resources)
        .where(and(eq(resources.instanceId, instanceId), sql`${resources.url} <> ''`))
    )[0]!.n;
    const perResource = await db
      .select({ resourceId: linkResults.resourceId, n: count() })
      .from(linkResults)
      .where(eq(linkResults.checkId, again.result.id))
      .groupBy(linkResults.resourceId);
    expect(linked).toBeGreaterThanOrEqual(5000);
    expect(perResource.every((row) => row.n === 1)).toBe(true);
    expect(perResource).toHaveLength(linked);
  }, 300_000);
});
