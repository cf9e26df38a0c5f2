import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { Queryable } from '../database.js';
import type { datasetTallies, historyTallies } from '../schema/index.js';

/**
 * Folds each instance's rows of a tally table (dataset or history tallies) into one, so adding
 * them up stays a read of one index entry or a few; every sum, and so the version of an
 * instance's datasets, stays the same. An instance with one row already is left alone (no dead
 * row for vacuum). One statement: rows a writer adds meanwhile are not seen, so stay; two folds at
 * once delete each row once. Returns how many rows were folded.
 */
export async function foldTallies(
  db: Queryable,
  tally: typeof datasetTallies | typeof historyTallies,
): Promise<number> {
  const table = sql.identifier(getTableName(tally));
  const counts = Object.values(getTableColumns(tally))
    .map((column) => column.name)
    .filter((name) => name !== 'instance_id')
    .map((name) => sql.identifier(name));
  const result = await db.execute<{ folded: number }>(sql`
    with folded as (
      delete from ${table}
      where instance_id in (
        select instance_id from ${table} group by instance_id having count(*) > 1)
      returning instance_id, ${sql.join(counts, sql`, `)}),
    kept as (
      insert into ${table} (instance_id, ${sql.join(counts, sql`, `)})
      select instance_id, ${sql.join(
        counts.map((count) => sql`sum(${count})`),
        sql`, `,
      )} from folded group by instance_id
    )
    select count(*)::int as folded from folded`);
  return Number(result.rows[0]?.folded ?? 0);
}
