import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import { datasets, events, linkChecks, linkResults, resources } from '#server/db/schema/index.js';
import { buildUser, type TestUser } from '#server/test-support/accounts.js';
import { buildHarvestedInstance } from '#server/test-support/catalogue.js';
import { startTestApp, type TestApp } from '#server/test-support/test-app.js';
import { runCheck } from './test-support/link-checks.js';

/**
 * An instance's check split into parts (here of about 20 links, over 8 hosts): the parts run as
 * jobs of their own, and the check ends once, with one result per link and every dataset's status.
 */
describe('a link check split into parts', () => {
  let testApp: TestApp;
  let catalogue: SampleCatalogue;
  let owner: TestUser;
  let instanceId: string;

  beforeAll(async () => {
    [testApp, catalogue] = await Promise.all([
      startTestApp({
        env: {
          LINK_CHECK_PART_SIZE: '20',
          LINK_CHECK_TIMEOUT_SECONDS: '1',
          LINK_CHECK_RETRIES: '0',
        },
      }),
      startSampleCatalogue({ datasets: 40, resourcesPerDataset: 4, resourceHosts: 8 }),
    ]);
    owner = await buildUser(testApp);
    ({ instanceId } = await buildHarvestedInstance(testApp, owner, catalogue.url));
  });
  afterAll(async () => {
    await testApp?.close();
    await catalogue?.close();
  });

  it('checks every link once across its parts and ends once', async () => {
    const db = testApp.runtime.db;
    const check = await runCheck(testApp, owner, { scope: 'instance', instanceId });
    expect(check.status).toBe('succeeded');
    const [row] = await db.select().from(linkChecks).where(eq(linkChecks.id, check.id));
    expect(row!.parts).toBeGreaterThan(1);
    expect(row!.partsDone).toBe(row!.parts);

    const [linked] = await db
      .select({ n: count() })
      .from(resources)
      .where(eq(resources.instanceId, instanceId));
    expect(check.total).toBe(linked!.n);
    expect(check.done).toBe(check.total);
    expect(check.alive + check.dead + check.unknown).toBe(check.total);
    const perResource = await db
      .select({ resourceId: linkResults.resourceId, n: count() })
      .from(linkResults)
      .where(eq(linkResults.checkId, check.id))
      .groupBy(linkResults.resourceId);
    expect(perResource).toHaveLength(linked!.n);
    expect(perResource.every((result) => result.n === 1)).toBe(true);
    // The links spread over the sample's hosts were reached there, each in one part.
    const [onHosts] = await db
      .select({ n: count() })
      .from(linkResults)
      .where(
        and(
          eq(linkResults.checkId, check.id),
          sql`${linkResults.url} like 'http://127.1.0.%'`,
          eq(linkResults.status, 'alive'),
        ),
      );
    expect(onHosts!.n).toBeGreaterThan(100);

    // The last part derived each dataset's status from all of its resources, whatever part they were in.
    const [withoutStatus] = await db
      .select({ n: count() })
      .from(datasets)
      .where(
        and(
          eq(datasets.instanceId, instanceId),
          isNull(datasets.linkStatus),
          sql`exists (select 1 from ${resources} where ${resources.datasetId} = ${datasets.id})`,
        ),
      );
    expect(withoutStatus!.n).toBe(0);
    const [ended] = await db
      .select({ n: count() })
      .from(events)
      .where(and(eq(events.instanceId, instanceId), eq(events.kind, 'linkCheck.succeeded')));
    expect(ended!.n).toBe(1);
  });
});
