import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { harvestRuns } from '#server/db/schema/index.js';
import { harvestSweepJob } from '#server/jobs/instances/harvest-sweep.job.js';
import { waitForHarvest } from '#server/test-support/catalogue.js';
import { callFunction } from '#server/test-support/call-function.js';
import { useHarvestedApp } from '#server/test-support/use-harvested-app.js';

describe("an instance's own harvest schedule", () => {
  const world = useHarvestedApp();
  const runsOf = () =>
    world.testApp.runtime.db
      .select()
      .from(harvestRuns)
      .where(eq(harvestRuns.instanceId, world.instanceId))
      .orderBy(desc(harvestRuns.queuedAt));
  const sweep = () =>
    harvestSweepJob.handle({}, { runtime: world.testApp.runtime, jobId: 'sweep' });

  it('queues one harvest when the schedule fired since the last one, and none before', async () => {
    const updated = await callFunction(
      world.testApp,
      'instances.update',
      { instanceId: world.instanceId, harvestSchedule: '30 5 * * *' },
      { cookie: world.owner.cookie },
    );
    expect(updated.status).toBe(200);
    const before = (await runsOf()).length;
    await sweep();
    // The first harvest ran minutes ago, after the last 05:30: nothing is due.
    expect(await runsOf()).toHaveLength(before);

    // The last harvest was queued two days ago: the schedule has fired since.
    const [last] = await runsOf();
    await world.testApp.runtime.db
      .update(harvestRuns)
      .set({ queuedAt: new Date(Date.now() - 2 * 24 * 60 * 60_000) })
      .where(eq(harvestRuns.id, last!.id));
    await sweep();
    await sweep();
    const runs = await runsOf();
    expect(runs).toHaveLength(before + 1);
    expect(runs[0]).toMatchObject({ trigger: 'schedule', requestedBy: null });
    expect((await waitForHarvest(world.testApp, world.instanceId)).status).toBe('succeeded');
  });
});
