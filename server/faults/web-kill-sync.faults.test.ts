import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetDetail } from '#contract/functions/datasets/index.js';
import { datasets, events, histories } from '../db/schema/index.js';
import { saveCatalogueApiKey } from '../services/api-keys/catalogue-api-keys.js';
import { syncLeaseMinutes } from '../services/sync/sync-claim.js';
import { waitForHarvest } from '../test-support/catalogue.js';
import { startCatalogueProxy, type CatalogueProxy } from '../test-support/catalogue-proxy.js';
import { startFaultWorld, type FaultWorld } from '../test-support/fault-world.js';
import { formValuesOf } from '../test-support/sync-fixture.js';

/**
 * `kill -9` of the web process (it runs the sync: the push happens inside datasets.sync) while a
 * push is on its way to the catalogue (PostgreSQL). The push lands with nobody left to store the
 * answer; after a restart the dataset syncs without being pushed twice, with one history row and
 * one event per push, and no claim left behind. A recording proxy in front of the sample
 * catalogue is the catalogue's request log.
 */
describe.skipIf(!process.env.DATABASE_URL)('a web process killed during a sync', () => {
  let world: FaultWorld;
  let proxy: CatalogueProxy;
  let instanceId: string;
  beforeAll(async () => {
    world = await startFaultWorld({ inProcessWorker: true });
    proxy = await startCatalogueProxy(world.catalogue.url);
    instanceId = await world.createInstance(proxy.url);
    expect((await waitForHarvest(world.testApp, instanceId)).status).toBe('succeeded');
    await saveCatalogueApiKey(world.testApp.runtime.db, world.testApp.config, {
      userId: world.owner.id,
      instanceId,
      apiKey: world.catalogue.adminToken,
      canWrite: true,
    });
  }, 120_000);
  afterAll(async () => {
    await world?.close();
    await proxy?.close();
  });

  const startWeb = async () => {
    const { web, baseUrl } = await world.startWeb();
    const sync = async (datasetId: string) => {
      try {
        const response = await fetch(`${baseUrl}/api/functions/datasets.sync`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: baseUrl,
            cookie: world.owner.cookie,
          },
          body: JSON.stringify({ data: { datasetId } }),
        });
        return (await response.json()) as {
          result?: { outcome: string; push: unknown };
          error?: { details?: { reason?: string } };
        };
      } catch {
        return 'no answer' as const;
      }
    };
    return { web, sync };
  };

  it('pushes each dataset once, records each push once, and leaves no claim behind', async () => {
    const { testApp, catalogue, call } = world;
    const db = testApp.runtime.db;
    // Five datasets edited locally, waiting to be synced.
    const rows = await db
      .select({ id: datasets.id })
      .from(datasets)
      .where(eq(datasets.instanceId, instanceId))
      .orderBy(datasets.name)
      .limit(5);
    const edited: DatasetDetail[] = [];
    for (const { id } of rows) {
      const detail = (await call<DatasetDetail>('datasets.get', { datasetId: id })).result;
      const title = `${detail.title} — synced across a kill`;
      const saved = await call<DatasetDetail>('datasets.update', {
        ...formValuesOf(detail),
        datasetId: id,
        version: detail.version,
        title,
      });
      expect(saved.status).toBe(200);
      edited.push(saved.result);
    }
    const [first, second, killed, ...rest] = edited;

    const { web, sync } = await startWeb();
    expect((await sync(first!.id)) as object).toMatchObject({ result: { outcome: 'synced' } });
    expect((await sync(second!.id)) as object).toMatchObject({ result: { outcome: 'synced' } });
    // The third push reaches the catalogue; the web process dies before it hears the answer,
    // and the push then lands.
    const hold = proxy.holdNext('package_patch');
    const answer = sync(killed!.id);
    await hold.reached;
    await web.kill();
    hold.release();
    expect(await answer).toBe('no answer');
    for (;;) {
      if (catalogue.store.findDataset(killed!.name)?.title === killed!.title) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [claimed] = await db.select().from(datasets).where(eq(datasets.id, killed!.id));
    expect(claimed!.syncStartedAt).not.toBeNull();
    expect(claimed!.syncStatus).toBe('not_synced');

    // A new web process. The claim holds until its lease runs out, then the sync goes through.
    const again = await startWeb();
    expect((await again.sync(killed!.id)) as object).toMatchObject({
      error: { details: { reason: 'syncInProgress' } },
    });
    await db
      .update(datasets)
      .set({ syncStartedAt: sql`now() - make_interval(mins => ${syncLeaseMinutes + 1})` })
      .where(eq(datasets.id, killed!.id));
    expect((await again.sync(killed!.id)) as object).toMatchObject({
      result: { outcome: 'synced' },
    });
    for (const dataset of rest) {
      expect((await again.sync(dataset.id)) as object).toMatchObject({
        result: { outcome: 'synced' },
      });
    }

    // The catalogue's request log: one package_patch per dataset, none twice.
    const ckanIds = new Map(edited.map((dataset) => [dataset.ckanId, dataset.id]));
    const patched = proxy.calls('package_patch').map((call) => ckanIds.get(String(call.body.id)));
    expect([...patched].sort()).toEqual(edited.map((dataset) => dataset.id).sort());

    const ids = edited.map((dataset) => dataset.id);
    const now = await db.select().from(datasets).where(inArray(datasets.id, ids));
    for (const dataset of now) {
      expect(dataset.syncStartedAt).toBeNull();
      expect(dataset.syncStatus).toBe('synced');
      expect(catalogue.store.findDataset(dataset.name)!.title).toBe(dataset.title);
    }
    // One sync history row and one synced event per dataset: none missing, none twice.
    const perDataset = await db
      .select({ datasetId: histories.datasetId, n: count() })
      .from(histories)
      .where(and(inArray(histories.datasetId, ids), eq(histories.source, 'sync')))
      .groupBy(histories.datasetId);
    expect(perDataset).toHaveLength(ids.length);
    expect(perDataset.every((row) => row.n === 1)).toBe(true);
    const synced = await db
      .select({ details: events.details })
      .from(events)
      .where(and(eq(events.instanceId, instanceId), eq(events.kind, 'dataset.synced')));
    expect(
      synced.map((event) => (event.details as { datasetId: string }).datasetId).sort(),
    ).toEqual([...ids].sort());
  }, 180_000);
});
