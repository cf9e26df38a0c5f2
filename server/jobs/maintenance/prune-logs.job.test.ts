import { count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  events,
  histories,
  linkChecks,
  linkResults,
  sensitiveChecks,
} from '#server/db/schema/index.js';
import {
  checkResource,
  resourceOf,
} from '#server/functions/sensitive/test-support/sensitive-checks.js';
import { storedFindingCount } from '#server/functions/sensitive/test-support/stored-finding-count.js';
import { pruneLogsJob } from './prune-logs.job.js';
import { useHarvestedApp } from '#server/test-support/use-harvested-app.js';

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

describe('maintenance.pruneLogs: logs older than the retention periods go', () => {
  const world = useHarvestedApp();

  const runJob = () => pruneLogsJob.handle({}, { runtime: world.testApp.runtime, jobId: 'prune' });

  async function linkCheckFinished(days: number, resourceId: string) {
    const db = world.testApp.runtime.db;
    const [check] = await db
      .insert(linkChecks)
      .values({
        instanceId: world.instanceId,
        scope: 'resource',
        resourceId,
        trigger: 'manual',
        status: 'succeeded',
        finishedAt: daysAgo(days),
      })
      .returning({ id: linkChecks.id });
    await db.insert(linkResults).values({
      checkId: check!.id,
      instanceId: world.instanceId,
      resourceId,
      url: 'https://example.org/a.csv',
      status: 'alive',
      engineStatus: 'alive',
      reason: 'ok',
      responseTimeMs: 10,
      checkedAt: daysAgo(days),
    });
    return check!.id;
  }

  it('deletes check logs with their findings and results, and events, older than a year; keeps newer ones and every history', async () => {
    const db = world.testApp.runtime.db;
    const resource = await resourceOf(world, 'parking-fines-2024', 'parking-fines.csv');
    const other = await resourceOf(world, 'shobodan-meibo', 'shobodan-meibo.csv');
    // A check replaces its resource's older findings: the old and new checks are of two resources.
    const oldCheck = await checkResource(world.testApp, world.owner, resource.id);
    const newCheck = await checkResource(world.testApp, world.owner, other.id);
    await db
      .update(sensitiveChecks)
      .set({ finishedAt: daysAgo(366) })
      .where(eq(sensitiveChecks.id, oldCheck.id));
    const findingsOf = (checkId: string) => storedFindingCount(world.testApp, checkId);
    expect(await findingsOf(oldCheck.id)).toBeGreaterThan(0);
    const oldLinkCheck = await linkCheckFinished(366, resource.id);
    const newLinkCheck = await linkCheckFinished(364, resource.id);
    const [oldEvent, newEvent] = await db.select({ id: events.id }).from(events).limit(2);
    await db
      .update(events)
      .set({ createdAt: daysAgo(366) })
      .where(eq(events.id, oldEvent!.id));
    const [oldHistory] = await db.select({ id: histories.id }).from(histories).limit(1);
    await db
      .update(histories)
      .set({ createdAt: daysAgo(4000) })
      .where(eq(histories.id, oldHistory!.id));
    const historiesBefore = (await db.select({ n: count() }).from(histories))[0]!.n;

    await runJob();

    const ids = async (
      table: typeof sensitiveChecks | typeof linkChecks | typeof events,
      of: string[],
    ) =>
      (await db.select({ id: table.id }).from(table).where(inArray(table.id, of))).map((r) => r.id);
    expect(await ids(sensitiveChecks, [oldCheck.id, newCheck.id])).toEqual([newCheck.id]);
    expect(await findingsOf(oldCheck.id)).toBe(0);
    expect(await ids(linkChecks, [oldLinkCheck, newLinkCheck])).toEqual([newLinkCheck]);
    const results = await db
      .select({ checkId: linkResults.checkId })
      .from(linkResults)
      .where(inArray(linkResults.checkId, [oldLinkCheck, newLinkCheck]));
    expect(results).toEqual([{ checkId: newLinkCheck }]);
    expect(await ids(events, [oldEvent!.id, newEvent!.id])).toEqual([newEvent!.id]);
    const historiesAfter = (await db.select({ n: count() }).from(histories))[0]!.n;
    expect(historiesAfter).toBe(historiesBefore);
  });

  it('deletes histories older than the period once the administrator sets one', async () => {
    const db = world.testApp.runtime.db;
    const saved = await world.call('system.updateSettings', {
      retention: { checkLogDays: 365, eventDays: 365, historyDays: 30 },
    });
    expect(saved.status).toBe(200);
    const [oldHistory, newHistory] = await db.select({ id: histories.id }).from(histories).limit(2);
    await db
      .update(histories)
      .set({ createdAt: daysAgo(31) })
      .where(eq(histories.id, oldHistory!.id));

    await runJob();

    const left = await db
      .select({ id: histories.id })
      .from(histories)
      .where(inArray(histories.id, [oldHistory!.id, newHistory!.id]));
    expect(left).toEqual([{ id: newHistory!.id }]);
  });
});
