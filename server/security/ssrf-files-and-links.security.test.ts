import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LinkListRow } from '#contract/functions/links.js';
import type { SensitiveCheck } from '#contract/functions/sensitive.js';
import { datasets, instances, resources } from '../db/schema/index.js';
import { runCheck } from '../functions/links/test-support/link-checks.js';
import { checkResource } from '../functions/sensitive/test-support/sensitive-checks.js';
import { buildUser, type TestUser } from '../test-support/accounts.js';
import { uploadImport } from '../test-support/import-export-files.js';
import { createWorkspace } from '../test-support/workspaces.js';
import { callFunction } from '../test-support/call-function.js';
import { startPrivateNetwork, type PrivateNetwork } from '../test-support/private-network.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * The URLs a catalogue hands us — resource links to check, files to download for the
 * sensitive-information check, JSON-LD contexts in an imported metadata file — refuse a private
 * address given directly, reached by a redirect from a public site, or reached by a name that
 * answered public first (DNS rebinding). Only 127.0.0.2 counts as public here
 * (ALLOWED_ADDRESS_RANGES), so the public hop really happens and the private service on 127.0.0.1
 * must see no request at all.
 */
describe('resource URLs cannot lead into the private network (SSRF, end to end)', () => {
  let network: PrivateNetwork;
  let testApp: TestApp;
  let owner: TestUser;
  let workspaceId: string;
  let instanceId: string;
  let datasetId: string;

  beforeAll(async () => {
    network = await startPrivateNetwork();
    testApp = await startTestApp({
      env: {
        ALLOW_PRIVATE_URLS: 'false',
        ALLOWED_ADDRESS_RANGES: '127.0.0.2/32',
        LINK_CHECK_RETRIES: '0',
      },
      lookup: network.lookup,
    });
    owner = await buildUser(testApp);
    workspaceId = await createWorkspace(testApp, owner, 'SSRF');
    // Written as a harvest writes them: the catalogue itself is not what these tests are about.
    const [instance] = await testApp.runtime.db
      .insert(instances)
      .values({ workspaceId, name: 'Public', url: network.publicOrigin, state: 'ready' })
      .returning();
    instanceId = instance!.id;
    const [dataset] = await testApp.runtime.db
      .insert(datasets)
      .values({ instanceId, name: 'links', title: 'Links into the network' })
      .returning();
    datasetId = dataset!.id;
  });
  afterAll(async () => {
    await testApp?.close();
    await network?.close();
  });
  afterEach(() => {
    expect(network.privateRequests).toEqual([]);
  });

  /** Private by address, by name, the metadata service, each behind a public redirect, rebinding. */
  const refusedUrls = (): Record<string, string> => ({
    'private address': `${network.privateOrigin}/secret.csv`,
    'private name': `http://private.test:${network.port}/secret.csv`,
    'metadata service': 'http://169.254.169.254/latest/meta-data/',
    'redirect to private address': `${network.publicOrigin}/to-private.csv`,
    'redirect to private name': `${network.publicOrigin}/to-private-name.csv`,
    'redirect to metadata service': `${network.publicOrigin}/to-metadata.csv`,
    'rebinding name': `${network.rebindingOrigin()}/to-same-host.csv`,
  });
  const addResources = async (urls: Record<string, string>) => {
    const rows = await testApp.runtime.db
      .insert(resources)
      .values(
        Object.entries(urls).map(([name, url]) => ({
          datasetId,
          instanceId,
          name,
          url,
          format: 'CSV',
        })),
      )
      .returning();
    return new Map(rows.map((row) => [row.name, row]));
  };

  it('links.check: each is unknown / blocked-address, while a public link is alive', async () => {
    const urls = refusedUrls();
    await addResources({
      ...urls,
      'public link': `${network.publicOrigin}/catalogue/api/3/action/status_show`,
    });
    const check = await runCheck(testApp, owner, { scope: 'dataset', datasetId });
    const refused = Object.keys(urls).length;
    expect(check).toMatchObject({ status: 'succeeded', alive: 1, dead: 0, unknown: refused });
    const listed = await callFunction<{ items: LinkListRow[] }>(
      testApp,
      'links.list',
      { workspaceId, pageSize: 100 },
      { cookie: owner.cookie },
    );
    const byName = new Map(listed.result.items.map((row) => [row.resourceName, row]));
    for (const name of Object.keys(urls)) {
      expect(byName.get(name), name).toMatchObject({
        status: 'unknown',
        reason: 'blocked-address',
      });
    }
    // The list holds the links with a problem: the public one is not among them.
    expect(byName.has('public link')).toBe(false);
    // The public hops were taken: the refusals are of the private targets they lead to.
    expect(network.publicRequests).toEqual(
      expect.arrayContaining(['/to-private.csv', '/to-metadata.csv', '/to-same-host.csv']),
    );
  });

  it('resources.checkSensitive: each check fails with blockedAddress in its log', async () => {
    const publicHops = () => network.publicRequests.filter((path) => path.startsWith('/to-'));
    const hopsBefore = publicHops().length;
    const added = await addResources(refusedUrls());
    for (const [name, resource] of added) {
      const finished = await checkResource(testApp, owner, resource.id);
      expect(finished.status, name).toBe('failed');
      const checks = await callFunction<{ items: SensitiveCheck[] }>(
        testApp,
        'sensitive.checks',
        { resourceId: resource.id },
        { cookie: owner.cookie },
      );
      expect(checks.result.items[0]?.error?.code, name).toBe('download.blockedAddress');
    }
    // One download each of the four URLs whose first hop is public: the refusal came after it.
    expect(publicHops().length - hopsBefore).toBe(4);
  });

  it('imports.preview: a JSON-LD file naming remote contexts is refused without fetching them', async () => {
    for (const context of [
      `${network.privateOrigin}/context.jsonld`,
      `${network.publicOrigin}/to-private.jsonld`,
    ]) {
      const document = {
        '@context': context,
        '@graph': [{ '@id': 'https://example.org/dataset/a', '@type': 'dcat:Dataset' }],
      };
      const upload = await uploadImport(
        testApp,
        instanceId,
        Buffer.from(JSON.stringify(document)),
        owner.cookie,
        'datasets.jsonld',
      );
      expect(upload.status, context).toBe(400);
      expect(JSON.stringify(upload.error), context).toContain('remote JSON-LD context');
    }
    expect(network.publicRequests.filter((path) => path.endsWith('.jsonld'))).toEqual([]);
  });
});
