import { inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EventRow } from '#contract/functions/events.js';
import { datasets, instances } from '../db/schema/index.js';
import { saveCatalogueApiKey } from '../services/api-keys/catalogue-api-keys.js';
import { buildUser, type TestUser } from '../test-support/accounts.js';
import { createWorkspace } from '../test-support/workspaces.js';
import { callFunction } from '../test-support/call-function.js';
import { waitForHarvest } from '../test-support/catalogue.js';
import { startPrivateNetwork, type PrivateNetwork } from '../test-support/private-network.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * Every way a catalogue URL is fetched — adding an instance, changing its URL, a harvest, checking
 * a catalogue API key, a sync — refuses a private address given directly, reached by a redirect
 * from a public catalogue, or reached by a name that answered public first (DNS rebinding). Only
 * 127.0.0.2 counts as public here (ALLOWED_ADDRESS_RANGES), so the public hop really happens and
 * the private service on 127.0.0.1 must see no request at all.
 */
describe('catalogue URLs cannot lead into the private network (SSRF, end to end)', () => {
  let network: PrivateNetwork;
  let testApp: TestApp;
  let owner: TestUser;
  let workspaceId: string;

  const createInstance = (url: string) =>
    callFunction<{ id: string }>(
      testApp,
      'instances.create',
      { workspaceId, name: 'Probe', url, limitScope: false, organizationIds: '' },
      { cookie: owner.cookie },
    );
  const eventsOf = async (instanceId: string) =>
    (
      await callFunction<{ items: EventRow[] }>(
        testApp,
        'events.list',
        { instanceId, page: 1, pageSize: 25 },
        { cookie: owner.cookie },
      )
    ).result.items;
  /** An instance whose status_show answered from the public side; its harvest ran and ended. */
  const addedInstance = async (url: string) => {
    const created = await createInstance(url);
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    return { id: created.result.id, harvest: await waitForHarvest(testApp, created.result.id) };
  };

  beforeAll(async () => {
    network = await startPrivateNetwork();
    testApp = await startTestApp({
      env: { ALLOW_PRIVATE_URLS: 'false', ALLOWED_ADDRESS_RANGES: '127.0.0.2/32' },
      lookup: network.lookup,
    });
    owner = await buildUser(testApp);
    workspaceId = await createWorkspace(testApp, owner, 'SSRF');
  });
  afterAll(async () => {
    await testApp?.close();
    await network?.close();
  });
  afterEach(() => {
    expect(network.privateRequests).toEqual([]);
  });

  /** Private by address, by name, the metadata service, and each behind a public redirect. */
  const refusedCatalogues = () => [
    `${network.privateOrigin}/catalogue`,
    `http://private.test:${network.port}/catalogue`,
    'http://169.254.169.254/latest',
    `${network.publicOrigin}/to-private`,
    `${network.publicOrigin}/to-private-name`,
    `${network.publicOrigin}/to-metadata`,
  ];

  it('lets the public catalogue through, so the refusals below are about the private hop', async () => {
    const { harvest } = await addedInstance(`${network.publicOrigin}/catalogue`);
    // Its status_show answers; its package_search does not exist: the harvest fails on that.
    expect(network.publicRequests).toContain('/catalogue/api/3/action/status_show');
    expect(harvest.status).toBe('failed');
  });

  it('instances.create refuses each, with the reason at the url field, and saves nothing', async () => {
    for (const url of refusedCatalogues()) {
      const response = await createInstance(url);
      expect(response.status, url).toBe(400);
      expect(response.error?.details?.reason, url).toBe('catalogueBlockedAddress');
      expect(response.error?.details?.fields?.url, url).toEqual(['catalogueBlockedAddress']);
    }
    const saved = await testApp.runtime.db
      .select()
      .from(instances)
      .where(inArray(instances.url, refusedCatalogues()));
    expect(saved).toEqual([]);
    // The redirecting ones were asked, and answered with the redirect that was refused.
    expect(network.publicRequests).toEqual(
      expect.arrayContaining([
        '/to-private/api/3/action/status_show',
        '/to-private-name/api/3/action/status_show',
        '/to-metadata/api/3/action/status_show',
      ]),
    );
  });

  it('instances.create refuses a name that turns private between its status_show and its organization_list (DNS rebinding)', async () => {
    const url = `${network.rebindingOrigin()}/catalogue`;
    const statusShows = () =>
      network.publicRequests.filter((path) => path === '/catalogue/api/3/action/status_show')
        .length;
    const before = statusShows();
    const response = await callFunction(
      testApp,
      'instances.create',
      { workspaceId, name: 'Probe', url, limitScope: true, organizationIds: 'parks' },
      { cookie: owner.cookie },
    );
    expect(response.error?.details?.reason).toBe('catalogueBlockedAddress');
    // status_show was answered by the public address; the next connection was refused.
    expect(statusShows() - before).toBe(1);
  });

  it('instances.update refuses each as a new URL and keeps the old one', async () => {
    const { id: instanceId } = await addedInstance(`${network.publicOrigin}/catalogue`);
    for (const url of refusedCatalogues()) {
      const response = await callFunction(
        testApp,
        'instances.update',
        { instanceId, url },
        { cookie: owner.cookie },
      );
      expect(response.error?.details?.reason, url).toBe('catalogueBlockedAddress');
    }
    const instance = await callFunction<{ url: string }>(
      testApp,
      'instances.get',
      { instanceId },
      { cookie: owner.cookie },
    );
    expect(instance.result.url).toBe(`${network.publicOrigin}/catalogue`);
  });

  it('a harvest fails with catalogueBlockedAddress when the catalogue redirects its search inside', async () => {
    const { id, harvest } = await addedInstance(`${network.publicOrigin}/catalogue-redirecting`);
    expect(harvest.status).toBe('failed');
    const failed = (await eventsOf(id)).find((event) => event.kind === 'harvest.failed');
    expect(failed?.details).toMatchObject({ reason: 'catalogueBlockedAddress' });
    expect(network.publicRequests.some((path) => path.startsWith('/catalogue-redirecting/'))).toBe(
      true,
    );
  });

  it('a harvest fails with catalogueBlockedAddress when the name turns private after the instance was added (DNS rebinding)', async () => {
    const url = `${network.rebindingOrigin()}/catalogue`;
    const { id, harvest } = await addedInstance(url);
    expect(harvest.status).toBe('failed');
    // Asked for again through instances.harvest: refused again, at connect time.
    const again = await callFunction<{ runId: string }>(
      testApp,
      'instances.harvest',
      { instanceId: id },
      { cookie: owner.cookie },
    );
    expect(again.status).toBe(200);
    expect((await waitForHarvest(testApp, id)).status).toBe('failed');
    const failures = (await eventsOf(id)).filter((event) => event.kind === 'harvest.failed');
    expect(failures).toHaveLength(2);
    for (const failure of failures)
      expect(failure.details).toMatchObject({ reason: 'catalogueBlockedAddress' });
  });

  it('catalogueKeys.save refuses to verify a key through a redirect or a rebound name', async () => {
    const redirecting = await addedInstance(`${network.publicOrigin}/catalogue-redirecting`);
    const rebound = await addedInstance(`${network.rebindingOrigin()}/catalogue`);
    for (const instanceId of [redirecting.id, rebound.id]) {
      const response = await callFunction(
        testApp,
        'catalogueKeys.save',
        { instanceId, apiKey: 'a-catalogue-token' },
        { cookie: owner.cookie },
      );
      expect(response.status).toBe(400);
      expect(response.error?.details?.reason).toBe('catalogueBlockedAddress');
      expect(response.error?.details?.fields?.apiKey).toEqual(['catalogueBlockedAddress']);
    }
  });

  it('datasets.sync pushes nothing to a rebound name: the sync fails, the event says blocked-address', async () => {
    const { id: instanceId } = await addedInstance(`${network.rebindingOrigin()}/catalogue`);
    const [dataset] = await testApp.runtime.db
      .insert(datasets)
      .values({ instanceId, name: 'local-draft', title: 'A draft to push' })
      .returning();
    await saveCatalogueApiKey(testApp.runtime.db, testApp.runtime.config, {
      userId: owner.id,
      instanceId,
      apiKey: 'a-catalogue-token',
      canWrite: true,
    });
    const response = await callFunction(
      testApp,
      'datasets.sync',
      { datasetId: dataset!.id },
      { cookie: owner.cookie },
    );
    expect(response.error?.details?.reason).toBe('metadataUpdateFailed');
    const failed = (await eventsOf(instanceId)).find(
      (event) => event.kind === 'dataset.syncFailed',
    );
    expect(failed?.details).toMatchObject({ kind: 'blocked-address' });
  });
});
