import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatasetRow } from '#contract/functions/datasets/index.js';
import { harvestRuns } from '#server/db/schema/index.js';
import { waitForHarvest } from '#server/test-support/catalogue.js';
import { expectOk } from '#server/test-support/expect-ok.js';
import { useHarvestedApp } from '#server/test-support/use-harvested-app.js';

describe('choosing the key harvests read with', () => {
  const world = useHarvestedApp({ organizationIds: 'midori-city' });

  const datasetNames = async () =>
    expectOk(
      await world.call<{ items: DatasetRow[] }>('datasets.list', {
        instanceId: world.instanceId,
        pageSize: 100,
      }),
    ).items.map((row) => row.name);
  const latestRun = async () =>
    (
      await world.testApp.runtime.db
        .select()
        .from(harvestRuns)
        .where(eq(harvestRuns.instanceId, world.instanceId))
        .orderBy(desc(harvestRuns.queuedAt))
        .limit(1)
    )[0]!;

  it('harvests at once, so the private datasets the key reads are here as the page says', async () => {
    expect(await datasetNames()).not.toContain('yosan-an-sagyochu');
    const before = await latestRun();
    const apiKey = world.catalogue.editorToken('midori-city');
    expectOk(await world.call('catalogueKeys.save', { instanceId: world.instanceId, apiKey }));

    expectOk(
      await world.call('catalogueKeys.useForHarvest', { instanceId: world.instanceId, use: true }),
    );
    const run = await waitForHarvest(world.testApp, world.instanceId);
    expect(run.id).not.toBe(before.id);
    expect(run).toMatchObject({ status: 'succeeded', requestedBy: world.owner.id });
    expect(await datasetNames()).toContain('yosan-an-sagyochu');
  });

  it('queues nothing when the key stops being used: the private datasets here are kept', async () => {
    const before = await latestRun();
    expectOk(
      await world.call('catalogueKeys.useForHarvest', { instanceId: world.instanceId, use: false }),
    );
    expect((await latestRun()).id).toBe(before.id);
    expect(await datasetNames()).toContain('yosan-an-sagyochu');
  });
});
