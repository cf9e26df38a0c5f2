import { and, count, eq, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, resources, sensitiveChecks, sensitiveFindings } from '../db/schema/index.js';
import { staleRunningAfterMs } from '../services/sensitive/fail-stopped-checks.js';
import { runSensitiveCheck } from '../services/sensitive/run-check.js';
import { waitForHarvest } from '../test-support/catalogue.js';
import { startFaultWorld, type FaultWorld } from '../test-support/fault-world.js';

/** About 7 MB: the scan takes seconds, so the kill lands while findings are being written. */
const peopleRows = 60_000;

/**
 * `kill -9` of the worker process in the middle of a sensitive-information check of a large file
 * (PostgreSQL). Nothing of the half-done scan counts: the resource keeps no result from it, the
 * stopped check fails with an event and keeps no findings, and the next check runs whole.
 */
describe.skipIf(!process.env.DATABASE_URL)('a worker killed mid sensitive check', () => {
  let world: FaultWorld;
  beforeAll(async () => {
    world = await startFaultWorld();
  }, 120_000);
  afterAll(() => world?.close());

  const checkRow = async (checkId: string) =>
    (
      await world.testApp.runtime.db
        .select()
        .from(sensitiveChecks)
        .where(eq(sensitiveChecks.id, checkId))
    )[0]!;
  const findingsOf = async (checkId: string) =>
    (
      await world.testApp.runtime.db
        .select({ n: count(), lastSeq: max(sensitiveFindings.seq) })
        .from(sensitiveFindings)
        .where(eq(sensitiveFindings.checkId, checkId))
    )[0]!;

  it('fails the stopped check with an event and no findings, and the next check runs whole', async () => {
    const { testApp, catalogue, call } = world;
    const db = testApp.runtime.db;
    const firstWorker = await world.startWorker();
    const instanceId = await world.createInstance();
    expect((await waitForHarvest(testApp, instanceId)).status).toBe('succeeded');
    // A resource that points at a large member list full of personal data.
    const [resource] = await db
      .update(resources)
      .set({ url: `${catalogue.url}/files/people/${peopleRows}.csv` })
      .where(
        eq(
          resources.id,
          sql`(select ${resources.id} from ${resources} where ${resources.instanceId} = ${instanceId} limit 1)`,
        ),
      )
      .returning();

    const started = await call<{ checkId: string }>('resources.checkSensitive', {
      resourceId: resource!.id,
    });
    const killedId = started.result.checkId;
    for (;;) {
      const check = await checkRow(killedId);
      if (check.status === 'succeeded' || check.status === 'failed')
        throw new Error(`the check ended before the kill: ${check.status}`);
      if ((await findingsOf(killedId)).n > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await firstWorker.kill();
    const killed = await checkRow(killedId);
    expect(killed.status).toBe('running');
    expect(killed.findingCount).toBeNull();
    // No half result where users look: the resource has no count and no check date from it.
    const [untouched] = await db.select().from(resources).where(eq(resources.id, resource!.id));
    expect(untouched!.sensitiveCount).toBe(resource!.sensitiveCount);
    expect(untouched!.lastCheckedAt).toEqual(resource!.lastCheckedAt);

    // A running check holds the resource: a click returns it rather than starting another.
    await world.startWorker();
    const meanwhile = await call<{ checkId: string }>('resources.checkSensitive', {
      resourceId: resource!.id,
    });
    expect(meanwhile.result.checkId).toBe(killedId);

    // The check stays silent past the 45 minutes a check may run; the next click starts anew.
    await db
      .update(sensitiveChecks)
      .set({ startedAt: sql`now() - make_interval(secs => ${staleRunningAfterMs / 1000 + 1})` })
      .where(eq(sensitiveChecks.id, killedId));
    const again = await call<{ checkId: string }>('resources.checkSensitive', {
      resourceId: resource!.id,
    });
    expect(again.result.checkId).not.toBe(killedId);
    const stopped = await checkRow(killedId);
    expect(stopped).toMatchObject({ status: 'failed', errorCode: 'stopped', findingCount: null });
    expect((await findingsOf(killedId)).n).toBe(0);
    const failures = await db
      .select({ details: events.details })
      .from(events)
      .where(and(eq(events.instanceId, instanceId), eq(events.kind, 'sensitive.checkFailed')));
    expect(failures.map((event) => event.details)).toEqual([
      expect.objectContaining({ checkId: killedId, resourceId: resource!.id, code: 'stopped' }),
    ]);

    for (;;) {
      const check = await checkRow(again.result.checkId);
      if (check.status === 'succeeded') break;
      if (check.status === 'failed') throw new Error(`the new check failed: ${check.errorMessage}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // The new check's findings are whole: numbered 1…n without a gap or a repeat.
    const finished = await checkRow(again.result.checkId);
    expect(finished.rowsScanned).toBe(peopleRows);
    const stored = await findingsOf(again.result.checkId);
    expect(stored.n).toBeGreaterThan(0);
    expect(stored.lastSeq).toBe(stored.n);
    const [checked] = await db.select().from(resources).where(eq(resources.id, resource!.id));
    expect(checked!.sensitiveCount).toBe(finished.findingCount);

    // The killed check's own job, retried once pg-boss expires it, leaves the stopped check be.
    await runSensitiveCheck(testApp.runtime, killedId);
    expect(await checkRow(killedId)).toEqual(stopped);
    expect((await findingsOf(killedId)).n).toBe(0);
  }, 300_000);
});
