import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import {
  datasetTallies,
  historyTallies,
  datasets,
  events,
  harvestRuns,
  histories,
  instances,
  resources,
  workspaceMembers,
  workspaces,
} from '#server/db/schema/index.js';
import { harvestInstanceJob } from '#server/jobs/instances/harvest-instance.job.js';
import { buildUser, type TestUser } from '#server/test-support/accounts.js';
import { buildHarvestedInstance, waitForHarvest } from '#server/test-support/catalogue.js';
import { callFunction } from '#server/test-support/call-function.js';
import { startTestApp, type TestApp } from '#server/test-support/test-app.js';

describe('editing and removing instances, deleting workspaces', () => {
  let testApp: TestApp;
  let catalogue: SampleCatalogue;
  let owner: TestUser;

  beforeAll(async () => {
    [testApp, catalogue] = await Promise.all([startTestApp(), startSampleCatalogue()]);
    owner = await buildUser(testApp, { name: 'Owner' });
  });
  afterAll(async () => {
    await testApp?.close();
    await catalogue?.close();
  });

  const call = <T>(name: string, data: unknown, user = owner) =>
    callFunction<T>(testApp, name, data, { cookie: user.cookie });

  it('changes name, URL and scope; a new scope is checked with the catalogue and re-harvested', async () => {
    const { instanceId } = await buildHarvestedInstance(testApp, owner, catalogue.url);
    const renamed = await call<{ name: string }>('instances.update', {
      instanceId,
      name: 'さくら県カタログ',
      url: `${catalogue.url}/`,
    });
    expect(renamed.status, JSON.stringify(renamed.error)).toBe(200);
    expect(renamed.result).toMatchObject({ name: 'さくら県カタログ', url: catalogue.url });

    const unknown = await call('instances.update', { instanceId, organizationIds: 'no-such-org' });
    expect(unknown.status).toBe(400);
    expect(unknown.error!.details!.fields).toEqual({ organizationIds: ['organizationNotFound'] });
    const wrongUrl = await call('instances.update', {
      instanceId,
      url: `${catalogue.url}/files/nowhere`,
    });
    expect(wrongUrl.status).toBe(400);
    expect(wrongUrl.error!.details!.fields).toEqual({ url: ['catalogueNotCkan'] });
    const [kept] = await testApp.runtime.db
      .select()
      .from(instances)
      .where(eq(instances.id, instanceId));
    expect(kept).toMatchObject({ url: catalogue.url, organizationScope: [] });

    const scoped = await call<{ organizationScope: string[] }>('instances.update', {
      instanceId,
      organizationIds: 'riverside-council',
    });
    expect(scoped.status, JSON.stringify(scoped.error)).toBe(200);
    expect(scoped.result.organizationScope).toEqual(['riverside-council']);
    const run = await waitForHarvest(testApp, instanceId);
    expect(run.status).toBe('succeeded');
  });

  it('lets only an owner delete a workspace, and only with its exact name', async () => {
    const { workspaceId, instanceId } = await buildHarvestedInstance(
      testApp,
      owner,
      catalogue.url,
      {
        workspaceName: '防災データ班',
      },
    );
    const admin = await buildUser(testApp, { name: 'Admin' });
    await testApp.runtime.db
      .insert(workspaceMembers)
      .values({ workspaceId, userId: admin.id, role: 'admin' });
    const byAdmin = await call(
      'workspaces.remove',
      { workspaceId, confirmName: '防災データ班' },
      admin,
    );
    expect(byAdmin.status).toBe(403);
    const wrongName = await call('workspaces.remove', { workspaceId, confirmName: '防災データ' });
    expect(wrongName.status).toBe(400);
    expect(wrongName.error!.details!.fields).toEqual({ confirmName: ['workspaceNameMismatch'] });

    const removed = await call('workspaces.remove', { workspaceId, confirmName: '防災データ班' });
    expect(removed.status, JSON.stringify(removed.error)).toBe(200);
    const db = testApp.runtime.db;
    expect(await db.select().from(workspaces).where(eq(workspaces.id, workspaceId))).toHaveLength(
      0,
    );
    expect(await db.select().from(instances).where(eq(instances.id, instanceId))).toHaveLength(0);
    expect(
      await db.select().from(datasets).where(eq(datasets.instanceId, instanceId)),
    ).toHaveLength(0);
    expect((await call('workspaces.get', { workspaceId })).status).toBe(404);
  });

  it('removes an instance with its working copy; its queued harvest finds nothing and ends', async () => {
    const { workspaceId, instanceId } = await buildHarvestedInstance(testApp, owner, catalogue.url);
    const db = testApp.runtime.db;
    const [dataset] = await db.select().from(datasets).where(eq(datasets.instanceId, instanceId));
    await db.update(datasets).set({ syncStatus: 'not_synced' }).where(eq(datasets.id, dataset!.id));
    const detail = await call<{ unsyncedCount: number; datasetCount: number }>('instances.get', {
      instanceId,
    });
    expect(detail.result.unsyncedCount).toBe(1);

    // Last test: jobs stay paused from here, so the harvest is still queued when the instance goes.
    await testApp.runtime.jobs.pauseWork();
    const harvest = await call<{ runId: string }>('instances.harvest', { instanceId });
    expect(harvest.status).toBe(200);
    const removed = await call('instances.remove', { instanceId });
    expect(removed.status, JSON.stringify(removed.error)).toBe(200);
    expect(removed.result).toEqual({ workspaceId });
    for (const table of [
      datasets,
      datasetTallies,
      resources,
      histories,
      historyTallies,
      harvestRuns,
    ] as const) {
      expect(await db.select().from(table).where(eq(table.instanceId, instanceId))).toHaveLength(0);
    }
    const logged = await db.select().from(events).where(eq(events.workspaceId, workspaceId));
    expect(logged.map((row) => row.kind)).toContain('instance.removed');
    // The queued harvest's job runs after the removal: it finds no run and ends without error.
    await expect(
      harvestInstanceJob.handle({ runId: harvest.result.runId }, {
        runtime: testApp.runtime,
      } as Parameters<typeof harvestInstanceJob.handle>[1]),
    ).resolves.toBeUndefined();
    expect((await call('instances.get', { instanceId })).status).toBe(404);
  });
});
