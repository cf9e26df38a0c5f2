import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetDetail } from '#contract/functions/datasets/index.js';
import { datasets, histories, syncRunItems, syncRuns } from '../db/schema/index.js';
import { saveCatalogueApiKey } from '../services/api-keys/catalogue-api-keys.js';
import { resumeAbandonedSyncRuns } from '../services/sync-runs/resume-abandoned-sync-runs.js';
import { abandonedSyncRunSeconds } from '../services/sync-runs/take-sync-run.js';
import { waitForHarvest } from '../test-support/catalogue.js';
import { startCatalogueProxy, type CatalogueProxy } from '../test-support/catalogue-proxy.js';
import { startFaultWorld, type FaultWorld } from '../test-support/fault-world.js';
import { formValuesOf } from '../test-support/sync-fixture.js';

/**
 * `kill -9` of the worker process in the middle of a "publish many" run of 30 changed datasets
 * (PostgreSQL), while one push is on its way to the catalogue; the push then lands with nobody
 * left to hear it. A new worker takes the run over: every item ends done, every dataset's change
 * is in the catalogue, and none was pushed twice. A recording proxy in front of the sample
 * catalogue is the catalogue's request log.
 */
describe.skipIf(!process.env.DATABASE_URL)('a worker killed during a sync run', () => {
  let world: FaultWorld;
  let proxy: CatalogueProxy;
  let instanceId: string;
  beforeAll(async () => {
    world = await startFaultWorld();
    proxy = await startCatalogueProxy(world.catalogue.url);
  }, 120_000);
  afterAll(async () => {
    await world?.close();
    await proxy?.close();
  });

  it('resumes the run: each dataset pushed exactly once, none forgotten', async () => {
    const { testApp, catalogue, call } = world;
    const db = testApp.runtime.db;
    // The functions run in this process, the jobs only in the worker process.
    const worker = await world.startWorker();
    instanceId = await world.createInstance(proxy.url);
    expect((await waitForHarvest(testApp, instanceId)).status).toBe('succeeded');
    await saveCatalogueApiKey(db, testApp.config, {
      userId: world.owner.id,
      instanceId,
      apiKey: catalogue.adminToken,
      canWrite: true,
    });
    const rows = await db
      .select({ id: datasets.id })
      .from(datasets)
      .where(eq(datasets.instanceId, instanceId))
      .orderBy(datasets.name)
      .limit(30);
    const edited: DatasetDetail[] = [];
    for (const { id } of rows) {
      const detail = (await call<DatasetDetail>('datasets.get', { datasetId: id })).result;
      const saved = await call<DatasetDetail>('datasets.update', {
        ...formValuesOf(detail),
        datasetId: id,
        version: detail.version,
        title: `${detail.title} — published across a kill`,
      });
      expect(saved.status, JSON.stringify(saved.error)).toBe(200);
      edited.push(saved.result);
    }
    expect(edited.length).toBeGreaterThanOrEqual(25);

    const started = await call<{ runId: string; total: number }>('datasets.syncMany', {
      instanceId,
      target: { kind: 'ids', ids: edited.map((dataset) => dataset.id) },
    });
    expect(started.status, JSON.stringify(started.error)).toBe(200);
    const runId = started.result.runId;
    const doneCount = async () =>
      (
        await db
          .select({ n: count() })
          .from(syncRunItems)
          .where(and(eq(syncRunItems.runId, runId), eq(syncRunItems.state, 'done')))
      )[0]!.n;
    // A third of the way in, the next push reaches the catalogue; the worker dies before it hears
    // the answer, and the push then lands.
    for (;;) {
      if ((await doneCount()) >= 10) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const hold = proxy.holdNext('package_patch');
    await hold.reached;
    await worker.kill();
    hold.release();
    const heldName = (() => {
      const body = proxy.calls('package_patch').at(-1)!.body;
      return edited.find((dataset) => dataset.ckanId === body.id)!;
    })();
    for (;;) {
      if (catalogue.store.findDataset(heldName.name)?.title === heldName.title) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [killed] = await db.select().from(syncRuns).where(eq(syncRuns.id, runId));
    expect(killed!.status).toBe('running');
    const left = await db
      .select({ state: syncRunItems.state, n: count() })
      .from(syncRunItems)
      .where(eq(syncRunItems.runId, runId))
      .groupBy(syncRunItems.state);
    const leftRunning = left.find((row) => row.state === 'running')?.n ?? 0;
    expect(leftRunning).toBeGreaterThanOrEqual(1);
    expect(left.find((row) => row.state === 'pending')?.n ?? 0).toBeGreaterThan(0);

    // The run's heartbeat goes quiet; a new worker; the sweep queues the run again.
    await db
      .update(syncRuns)
      .set({ heartbeatAt: sql`now() - make_interval(secs => ${abandonedSyncRunSeconds + 1})` })
      .where(eq(syncRuns.id, runId));
    await world.startWorker();
    // The new worker's own sweep (every minute) may have queued it first; one of the two does.
    expect(await resumeAbandonedSyncRuns(testApp.runtime)).toBeLessThanOrEqual(1);
    for (;;) {
      const [run] = await db.select().from(syncRuns).where(eq(syncRuns.id, runId));
      if (run!.status === 'finished') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // Every item done and synced.
    const items = await db.select().from(syncRunItems).where(eq(syncRunItems.runId, runId));
    expect(items).toHaveLength(edited.length);
    expect(items.filter((item) => item.state !== 'done' || item.outcome !== 'synced')).toEqual([]);
    // The catalogue's request log: one package_patch per dataset, none twice, none missing.
    const ckanIds = new Map(edited.map((dataset) => [dataset.ckanId, dataset.id]));
    const patched = proxy.calls('package_patch').map((seen) => ckanIds.get(String(seen.body.id)));
    expect([...patched].sort()).toEqual(edited.map((dataset) => dataset.id).sort());
    for (const dataset of edited)
      expect(catalogue.store.findDataset(dataset.name)!.title).toBe(dataset.title);
    const ids = edited.map((dataset) => dataset.id);
    const now = await db.select().from(datasets).where(inArray(datasets.id, ids));
    expect(now.every((row) => row.syncStatus === 'synced' && row.syncStartedAt === null)).toBe(
      true,
    );
    // One sync history row per dataset; the one that landed unanswered says it was found there.
    const perDataset = await db
      .select({ datasetId: histories.datasetId, n: count() })
      .from(histories)
      .where(and(inArray(histories.datasetId, ids), eq(histories.source, 'sync')))
      .groupBy(histories.datasetId);
    expect(perDataset).toHaveLength(ids.length);
    expect(perDataset.every((row) => row.n === 1)).toBe(true);
    const [found] = await db
      .select({ details: histories.details })
      .from(histories)
      .where(and(eq(histories.datasetId, heldName.id), eq(histories.source, 'sync')));
    expect(found!.details).toMatchObject({ foundInCatalogue: true });
  }, 300_000);
});
