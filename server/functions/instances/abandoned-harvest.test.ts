import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleCatalogue, type SampleCatalogue } from '../../../sample-catalogue/index.js';
import { harvestRuns } from '../../db/schema/index.js';
import { harvestSweepJob } from '../../jobs/instances/harvest-sweep.job.js';
import { abandonedHarvestSeconds } from '../../services/harvest/fail-abandoned-harvests.js';
import { buildUser, type TestUser } from '../../test-support/accounts.js';
import { buildHarvestedInstance, waitForHarvest } from '../../test-support/catalogue.js';
import { callFunction } from '../../test-support/call-function.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

interface EventRow {
  kind: string;
  level: string;
  details: Record<string, unknown>;
}

describe('a harvest whose process died', () => {
  let testApp: TestApp;
  let catalogue: SampleCatalogue;
  let owner: TestUser;
  let instanceId: string;

  beforeAll(async () => {
    [testApp, catalogue] = await Promise.all([startTestApp(), startSampleCatalogue()]);
    owner = await buildUser(testApp);
    ({ instanceId } = await buildHarvestedInstance(testApp, owner, catalogue.url));
  });
  afterAll(async () => {
    await testApp?.close();
    await catalogue?.close();
  });

  const call = <T>(name: string, data: unknown) =>
    callFunction<T>(testApp, name, data, { cookie: owner.cookie });
  /** A run as a worker killed with -9 mid-harvest leaves it: running, its heartbeat gone quiet. */
  const leaveRunning = async (silentForSeconds: number) => {
    const since = new Date(Date.now() - silentForSeconds * 1000);
    const [run] = await testApp.runtime.db
      .insert(harvestRuns)
      .values({
        instanceId,
        trigger: 'manual',
        status: 'running',
        startedAt: since,
        heartbeatAt: since,
      })
      .returning();
    return run!.id;
  };
  const statusOf = async (runId: string) =>
    (await testApp.runtime.db.select().from(harvestRuns).where(eq(harvestRuns.id, runId)))[0]!
      .status;
  const abandonedEvents = async () =>
    (await call<{ items: EventRow[] }>('events.list', { instanceId })).result.items.filter(
      (event) => event.kind === 'harvest.abandoned',
    );

  it('does not block the next harvest: asking for one fails it with an event and pulls anew', async () => {
    const dead = await leaveRunning(abandonedHarvestSeconds + 60);
    const asked = await call<{ runId: string }>('instances.harvest', { instanceId });
    expect(asked.status).toBe(200);
    expect(asked.result.runId).not.toBe(dead);
    expect(await statusOf(dead)).toBe('failed');
    expect((await waitForHarvest(testApp, instanceId)).status).toBe('succeeded');
    const [event] = await abandonedEvents();
    expect(event).toMatchObject({ level: 'error', details: { reason: 'workerStopped' } });
  });

  it('leaves a harvest whose process is alive alone', async () => {
    const alive = await leaveRunning(10);
    const asked = await call<{ runId: string }>('instances.harvest', { instanceId });
    expect(asked.result.runId).toBe(alive);
    expect(await statusOf(alive)).toBe('running');
    await testApp.runtime.db
      .update(harvestRuns)
      .set({ status: 'succeeded' })
      .where(eq(harvestRuns.id, alive));
  });

  it('is failed by the harvest sweep even when nobody asks, so the instance does not show it running forever', async () => {
    const dead = await leaveRunning(abandonedHarvestSeconds + 1);
    await harvestSweepJob.handle({}, { runtime: testApp.runtime, jobId: 'sweep' });
    expect(await statusOf(dead)).toBe('failed');
    expect(await abandonedEvents()).toHaveLength(2);
  });
});
