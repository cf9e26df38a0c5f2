import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * Every node of the statement's plan, with sorting and whole-table reads made as dear as they
 * go: the planner takes them only if no index serves. A test of a list's plan on a small table
 * then fails where the list would sort or read everything at production size.
 */
export async function planNodesPreferringIndexes(
  db: Database,
  statement: SQL,
): Promise<PlanNode[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local enable_incremental_sort = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const result = (await tx.execute(sql`explain (format json) ${statement}`)) as unknown as {
      rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[];
    };
    return nodesOf(result.rows[0]!['QUERY PLAN'][0].Plan);
  });
}
