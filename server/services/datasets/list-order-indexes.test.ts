import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetSorts } from '#contract/enums.js';
import { datasets } from '#server/db/schema/index.js';
import { buildUser } from '#server/test-support/accounts.js';
import { seedInstance } from '#server/test-support/seed-instance.js';
import { startTestApp, type TestApp } from '#server/test-support/test-app.js';
import { planNodesPreferringIndexes } from '#server/test-support/query-plan.js';
import { orderBySort } from './list-datasets.js';

/**
 * A page of a 30,000-dataset list is fast only when it is read in order from an index and stops
 * after 50 rows. An order that no index serves (a desc whose NULLS differ from the index's read
 * 20,000 rows for one page) must fail here, not in production.
 */
describe('every sort of the dataset list is read from an index in its order', () => {
  let testApp: TestApp;
  let instanceId: string;

  beforeAll(async () => {
    testApp = await startTestApp({ worker: false });
    const owner = await buildUser(testApp);
    ({ instanceId } = await seedInstance(testApp.runtime.db, owner.id, 'Sorts'));
  });
  afterAll(async () => {
    await testApp?.close();
  });

  // The score is stored beside the dataset, not in it: its sorts are a top-N sort by design.
  const indexedSorts = datasetSorts.filter((sort) => !sort.startsWith('score_'));

  it.each(indexedSorts)('%s', async (sort) => {
    const page = testApp.runtime.db
      .select({ id: datasets.id })
      .from(datasets)
      .where(eq(datasets.instanceId, instanceId))
      .orderBy(...orderBySort[sort])
      .limit(50);
    const nodes = await planNodesPreferringIndexes(testApp.runtime.db, page.getSQL());
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort');
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Incremental Sort');
    expect(nodes.some((node) => node['Index Name']?.startsWith('datasets_instance_'))).toBe(true);
  });
});
