import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SensitiveBatch } from '#contract/functions/sensitive.js';
import { datasets, resources, sensitiveChecks } from '#server/db/schema/index.js';
import { resourcesNeedingConfirmation } from '#server/services/sensitive/sync-confirmation.js';
import { callFunction } from '#server/test-support/call-function.js';
import { resourceOf, waitForBatch } from './test-support/sensitive-checks.js';
import { useHarvestedApp } from '#server/test-support/use-harvested-app.js';

describe('checking a whole dataset or instance', () => {
  // One organization keeps the instance small: a handful of English datasets.
  const world = useHarvestedApp({ organizationIds: 'riverside-council' });

  const progressOfInstance = async () =>
    (
      await callFunction<{ batch: SensitiveBatch | null }>(
        world.testApp,
        'sensitive.progress',
        { instanceId: world.instanceId },
        { cookie: world.owner.cookie },
      )
    ).result.batch;

  it('checks every resource of a dataset, with progress', async () => {
    const resource = await resourceOf(world, 'parking-fines-2024', 'parking-fines.csv');
    const count = (
      await world.testApp.runtime.db
        .select()
        .from(resources)
        .where(eq(resources.datasetId, resource.datasetId))
    ).length;
    const started = await callFunction<{ batchId: string; total: number }>(
      world.testApp,
      'datasets.checkSensitive',
      { datasetId: resource.datasetId },
      { cookie: world.owner.cookie },
    );
    expect(started.status).toBe(200);
    expect(started.result.total).toBe(count);
    const batch = await waitForBatch(async () => {
      const status = await callFunction<{ batch: SensitiveBatch | null }>(
        world.testApp,
        'sensitive.status',
        { datasetId: resource.datasetId },
        { cookie: world.owner.cookie },
      );
      return status.result.batch;
    });
    expect(batch).toMatchObject({
      id: started.result.batchId,
      scope: 'dataset',
      total: count,
      done: count,
    });
    const checks = await world.testApp.runtime.db
      .select()
      .from(sensitiveChecks)
      .where(eq(sensitiveChecks.batchId, started.result.batchId));
    expect(checks).toHaveLength(count);
  });

  it('checks every resource of an instance once, and a second click returns the same batch', async () => {
    const started = await callFunction<{ batchId: string; total: number }>(
      world.testApp,
      'instances.checkSensitive',
      { instanceId: world.instanceId },
      { cookie: world.owner.cookie },
    );
    const again = await callFunction<{ batchId: string }>(
      world.testApp,
      'instances.checkSensitive',
      { instanceId: world.instanceId },
      { cookie: world.owner.cookie },
    );
    expect(again.result.batchId).toBe(started.result.batchId);
    const live = await world.testApp.runtime.db
      .select({ id: resources.id, removedAt: datasets.removedAt })
      .from(resources)
      .innerJoin(datasets, eq(datasets.id, resources.datasetId))
      .where(eq(resources.instanceId, world.instanceId));
    expect(started.result.total).toBe(live.filter((row) => row.removedAt === null).length);
    const batch = await waitForBatch(progressOfInstance, 120_000);
    expect(batch).toMatchObject({ scope: 'instance', total: started.result.total, finished: true });
    expect(batch.done).toBe(batch.total);
    // The dead links of the organization failed their download; they count as done.
    expect(batch.failed).toBeGreaterThan(0);
    const [parks] = await world.testApp.runtime.db
      .select({ lastCheckedAt: datasets.lastCheckedAt, sensitiveCount: datasets.sensitiveCount })
      .from(datasets)
      .where(eq(datasets.name, 'parking-fines-2024'));
    expect(parks!.lastCheckedAt).not.toBeNull();
  });

  it('tells the sync which resources need confirmation (likely, high or moderate findings)', async () => {
    const personal = await resourceOf(world, 'parking-fines-2024', 'parking-fines.csv');
    const publicData = await resourceOf(world, 'business-licences', 'business-licences.xlsx');
    const needs = await resourcesNeedingConfirmation(world.testApp.runtime.db, personal.datasetId);
    expect(needs).toEqual([
      expect.objectContaining({
        resourceId: personal.id,
        resourceName: 'Parking fines',
        types: ['EMAIL_ADDRESS', 'LOCATION', 'OTHER', 'PERSON_NAME'],
      }),
    ]);
    expect(needs[0]!.findingCount).toBe(48);
    expect(
      await resourcesNeedingConfirmation(world.testApp.runtime.db, publicData.datasetId),
    ).toEqual([]);
  });
});
