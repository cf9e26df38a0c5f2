import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { harvestRuns } from '#server/db/schema/index.js';
import { harvestSweepJob } from '#server/jobs/instances/harvest-sweep.job.js';
import { abandonedHarvestSeconds } from '#server/services/harvest/fail-abandoned-harvests.js';
import { waitForHarvest } from '#server/test-support/catalogue.js';
import { callFunction } from '#server/test-support/call-function.js';
import { useHarvestedApp } from '#server/test-support/use-harvested-app.js';

interface EventRow {
  kind: string;
  level: string;
  details: Record<string, unknown>;
}

describe('a harvest whose process died', () => {
  const world = useHarvestedApp();

  const call = <T>(name: string, data: unknown) =>
    callFunction<T>(world.testApp, name, data, { cookie: world.owner.cookie });
  /** A run as a worker killed with -9 mid-harvest leaves it: running, its heartbeat gone quiet. */
  const leaveRunning = async (silentForSeconds: number) => {
    const since = new Date(Date.now() - silentForSeconds * 1000);
    const [run] = await world.testApp.runtime.db
      .insert(harvestRuns)
      .values({
        instanceId: world.instanceId,
        trigger: 'manual',
        status: 'running',
        startedAt: since,
        heartbeatAt: since,
      })
      .returning();
    return run!.id;
  };
  const statusOf = async (runId: string) =>
    (await world.testApp.runtime.db.select().from(harvestRuns).where(eq(harvestRuns.id, runId)))[0]!
      .status;
  const abandonedEvents = async () =>
    (
      await call<{ items: EventRow[] }>('events.list', { instanceId: world.instanceId })
    ).result.items.filter((event) => event.kind === 'harvest.abandoned');

  it('does not block the next harvest: asking for one fails it with an event and pulls anew', async () => {
    const dead = await leaveRunning(abandonedHarvestSeconds + 60);
    const asked = await call<{ runId: string }>('instances.harvest', {
      instanceId: world.instanceId,
    });
    expect(asked.status).toBe(200);
    expect(asked.result.runId).not.toBe(dead);
    expect(await statusOf(dead)).toBe('failed');
    expect((await waitForHarvest(world.testApp, world.instanceId)).status).toBe('succeeded');
    const [event] = await abandonedEvents();
    expect(event).toMatchObject({ level: 'error', details: { reason: 'workerStopped' } });
  });

  it('leaves a harvest whose process is alive alone', async () => {
    const alive = await leaveRunning(10);
    const asked = await call<{ runId: string }>('instances.harvest', {
      instanceId: world.instanceId,
    });
    expect(asked.result.runId).toBe(alive);
    expect(await statusOf(alive)).toBe('running');
    await world.testApp.runtime.db
      .update(harvestRuns)
      .set({ status: 'succeeded' })
      .where(eq(harvestRuns.id, alive));
  });

  it('is failed by the harvest sweep even when nobody asks, so the instance does not show it running forever', async () => {
    const dead = await leaveRunning(abandonedHarvestSeconds + 1);
    await harvestSweepJob.handle({}, { runtime: world.testApp.runtime, jobId: 'sweep' });
    expect(await statusOf(dead)).toBe('failed');
    expect(await abandonedEvents()).toHaveLength(2);
  });
});
