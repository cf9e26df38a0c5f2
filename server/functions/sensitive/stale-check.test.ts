import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, resources, sensitiveChecks } from '#server/db/schema/index.js';
import { staleRunningAfterMs } from '#server/services/sensitive/fail-stopped-checks.js';
import { checkResource, resourceOf } from './test-support/sensitive-checks.js';
import { storedFindingCount } from './test-support/stored-finding-count.js';
import { sensitiveSweepJob } from '#server/jobs/sensitive/sensitive-sweep.job.js';
import { useHarvestedApp } from '#server/test-support/use-harvested-app.js';

/**
 * A check whose worker died stays `running` with the findings written so far (the fault test
 * `worker-kill-sensitive-check` kills a real worker on PostgreSQL; here its state is made by hand).
 */
describe('a sensitive check left running by a dead worker', () => {
  const world = useHarvestedApp();

  /** The state a dead worker leaves: running, started this long ago, no result. */
  const markRunning = (checkId: string, secondsAgo: number) =>
    world.testApp.runtime.db
      .update(sensitiveChecks)
      .set({
        status: 'running',
        finishedAt: null,
        findingCount: null,
        startedAt: sql`now() - make_interval(secs => ${secondsAgo})`,
      })
      .where(eq(sensitiveChecks.id, checkId));

  /** The instance's events of failed checks, as its event log shows them. */
  const checkFailures = () =>
    world.testApp.runtime.db
      .select({ details: events.details })
      .from(events)
      .where(
        and(eq(events.instanceId, world.instanceId), eq(events.kind, 'sensitive.checkFailed')),
      );

  it('is failed by the next click after 45 minutes, with an event and without its half result', async () => {
    const db = world.testApp.runtime.db;
    const resource = await resourceOf(world, 'parking-fines-2024', 'parking-fines.csv');
    // A check that wrote findings and then went silent mid-scan, longer ago than a check may run.
    const first = await checkResource(world.testApp, world.owner, resource.id);
    await markRunning(first.id, staleRunningAfterMs / 1000 + 1);
    const findingsOf = (checkId: string) => storedFindingCount(world.testApp, checkId);
    expect(await findingsOf(first.id)).toBeGreaterThan(0);

    // The next check fails too (the file is gone), so nothing else clears the stopped one's rows.
    await db
      .update(resources)
      .set({ url: `${world.catalogue.url}/links/not-found.csv` })
      .where(eq(resources.id, resource.id));
    const next = await checkResource(world.testApp, world.owner, resource.id);
    expect(next.id).not.toBe(first.id);
    expect(next.errorCode).toBe('download.httpStatus');
    const [stopped] = await db
      .select()
      .from(sensitiveChecks)
      .where(eq(sensitiveChecks.id, first.id));
    expect(stopped).toMatchObject({ status: 'failed', errorCode: 'stopped' });
    expect(await findingsOf(first.id)).toBe(0);
    const failures = await checkFailures();
    expect(failures.map((event) => event.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          checkId: first.id,
          code: 'stopped',
          resourceName: resource.name,
        }),
        expect.objectContaining({ checkId: next.id }),
      ]),
    );
    expect(failures).toHaveLength(2);
  });

  it('is failed by the sweep when nobody clicks again, and a check still within its time is left alone', async () => {
    const db = world.testApp.runtime.db;
    const resource = await resourceOf(world, 'shobodan-meibo', 'shobodan-meibo.csv');
    const silent = await checkResource(world.testApp, world.owner, resource.id);
    const recent = await checkResource(world.testApp, world.owner, resource.id);
    await markRunning(silent.id, staleRunningAfterMs / 1000 + 1);
    await markRunning(recent.id, 60);

    await sensitiveSweepJob.handle({}, { runtime: world.testApp.runtime, jobId: 'sweep' });

    const statusOf = async (checkId: string) =>
      (await db.select().from(sensitiveChecks).where(eq(sensitiveChecks.id, checkId)))[0]!;
    expect(await statusOf(silent.id)).toMatchObject({ status: 'failed', errorCode: 'stopped' });
    expect((await statusOf(recent.id)).status).toBe('running');
    const failures = await checkFailures();
    expect(failures.map((event) => event.details)).toEqual(
      expect.arrayContaining([expect.objectContaining({ checkId: silent.id, code: 'stopped' })]),
    );
  });
});
