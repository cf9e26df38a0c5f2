import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { histories } from '#server/db/schema/index.js';
import { buildUser } from '#server/test-support/accounts.js';
import { seedInstance } from '#server/test-support/seed-instance.js';
import { startTestApp, type TestApp } from '#server/test-support/test-app.js';
import { planNodesPreferringIndexes } from '#server/test-support/query-plan.js';
import { actorsOfInstance, historyOrder } from './list-histories.js';

/**
 * An instance's history grows with every harvest. Its page must be read in order from an index
 * and stop when full, and the people who changed something found through an index, one step per
 * person: a plan that sorts or reads every history row fails here, not in production.
 */
describe('the history page reads only what it shows', () => {
  let testApp: TestApp;
  let instanceId: string;

  const planOf = (statement: SQL) => planNodesPreferringIndexes(testApp.runtime.db, statement);

  beforeAll(async () => {
    testApp = await startTestApp({ worker: false });
    const { db } = testApp.runtime;
    const owner = await buildUser(testApp);
    const colleague = await buildUser(testApp);
    let workspaceId: string;
    ({ instanceId, workspaceId } = await seedInstance(db, owner.id, 'History'));
    // A history after a few harvests and edits: 5,000 rows, two people, and harvests by no one.
    await db.execute(sql`
      insert into histories (workspace_id, instance_id, dataset_name, source, actor_id, changes,
        created_at)
      select ${workspaceId}, ${instanceId}, 'dataset-' || n, 'edit',
        (array[${owner.id}, ${colleague.id}, null])[1 + n % 3],
        '[{"field": "title", "before": "a", "after": "b"}]', now() - n * interval '1 minute'
      from generate_series(1, 5000) n`);
    await db.execute(sql`analyze histories`);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('reads a page newest first from the instance index, without sorting', async () => {
    const page = testApp.runtime.db
      .select({ id: histories.id })
      .from(histories)
      .where(eq(histories.instanceId, instanceId))
      .orderBy(...historyOrder)
      .limit(25);
    const nodes = await planOf(page.getSQL());
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort');
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Incremental Sort');
    expect(nodes.map((node) => node['Index Name'])).toContain('histories_instance_created');
  });

  it('finds the people through the instance and actor index, one step each', async () => {
    const nodes = await planOf(sql`select (${actorsOfInstance(instanceId)})`);
    const onHistories = nodes.filter((node) => node['Relation Name'] === 'histories');
    expect(onHistories.length).toBeGreaterThan(0);
    // Each read of the history stops at the next person (a LIMIT 1 of min()), none reads it all.
    for (const node of onHistories) {
      expect(['Index Only Scan', 'Index Scan']).toContain(node['Node Type']);
      expect(node['Index Name']).toBe('histories_instance_actor');
    }
    expect(nodes.map((node) => node['Node Type'])).toContain('Recursive Union');
  });
});
