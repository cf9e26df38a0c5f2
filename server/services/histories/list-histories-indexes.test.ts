import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { histories } from '../../db/schema/index.js';
import { buildUser } from '../../test-support/accounts.js';
import { seedInstance } from '../../test-support/seed-instance.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { actorsOfInstance, historyOrder } from './list-histories.js';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * An instance's history grows with every harvest. Its page must be read in order from an index
 * and stop when full, and the people who changed something found through an index, one step per
 * person: a plan that sorts or reads every history row fails here, not in production.
 */
describe('the history page reads only what it shows', () => {
  let testApp: TestApp;
  let instanceId: string;

  const planOf = async (statement: SQL) =>
    testApp.runtime.db.transaction(async (tx) => {
      // Sorting and whole-table reads made as dear as they go: taken only if nothing else serves.
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_incremental_sort = off`);
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const result = (await tx.execute(sql`explain (format json) ${statement}`)) as unknown as {
        rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[];
      };
      return nodesOf(result.rows[0]!['QUERY PLAN'][0].Plan);
    });

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
