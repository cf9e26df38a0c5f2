import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import { datasets } from '#server/db/schema/index.js';
import { buildUser, type TestUser } from '#server/test-support/accounts.js';
import { buildHarvestedInstance, waitForHarvest } from '#server/test-support/catalogue.js';
import { callFunction } from '#server/test-support/call-function.js';
import { startCatalogueProxy, type CatalogueProxy } from '#server/test-support/catalogue-proxy.js';
import { startTestApp, type TestApp } from '#server/test-support/test-app.js';

/** More datasets than one page of stamps (CKAN's 1,000), so only the quick page can spare a walk. */
const catalogueSize = 1_100;

describe('a re-harvest of a catalogue larger than a page of stamps', () => {
  let testApp: TestApp;
  let catalogue: SampleCatalogue;
  let proxy: CatalogueProxy;
  let owner: TestUser;

  beforeAll(async () => {
    [testApp, catalogue] = await Promise.all([
      startTestApp(),
      startSampleCatalogue({ datasets: catalogueSize }),
    ]);
    proxy = await startCatalogueProxy(catalogue.url);
    owner = await buildUser(testApp, { name: 'Owner' });
  });
  afterAll(async () => {
    await testApp?.close();
    await proxy?.close();
    await catalogue?.close();
  });

  /** Queues a harvest as the button does and waits for it: its run and the searches it sent. */
  async function reharvest(instanceId: string) {
    const before = proxy.seen.length;
    const queued = await callFunction(
      testApp,
      'instances.harvest',
      { instanceId },
      { cookie: owner.cookie },
    );
    expect(queued.status).toBe(200);
    const run = await waitForHarvest(testApp, instanceId);
    const searches = proxy.seen.slice(before).filter((call) => call.action === 'package_search');
    return { run, searches };
  }

  it('reads one page of stamps when nothing changed, and walks them all after a deletion', async () => {
    const { instanceId } = await buildHarvestedInstance(testApp, owner, proxy.url);

    const quiet = await reharvest(instanceId);
    expect(quiet.run).toMatchObject({ status: 'succeeded', total: 0, removed: 0 });
    expect(quiet.searches.map((call) => call.body.sort)).toEqual([
      'metadata_modified desc, id desc',
    ]);

    // Deleted in CKAN, deep in the list where the quick page does not reach: the count tells.
    const [oldest] = await testApp.runtime.db
      .select()
      .from(datasets)
      .where(eq(datasets.instanceId, instanceId))
      .orderBy(asc(datasets.remoteModified))
      .limit(1);
    catalogue.store.changeDataset(oldest!.ckanId!, (dataset) => {
      dataset.state = 'deleted';
    });
    const afterDeletion = await reharvest(instanceId);
    expect(afterDeletion.run).toMatchObject({ status: 'succeeded', removed: 1 });
    // The quick page, then every stamp in two pages of 1,000.
    expect(afterDeletion.searches).toHaveLength(3);
    const [gone] = await testApp.runtime.db
      .select({ removedAt: datasets.removedAt })
      .from(datasets)
      .where(eq(datasets.id, oldest!.id));
    expect(gone!.removedAt).not.toBeNull();
  });
});
