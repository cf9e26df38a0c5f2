import { sql } from 'drizzle-orm';
import type { Queryable } from '../database.js';
import { datasetTallies } from '../schema/index.js';

/**
 * Folds each instance's dataset tallies into one row, so adding them up stays a read of one index
 * entry or a few; the sums, and so the version of its datasets, stay the same. An instance with
 * one row already is left alone (no dead row for vacuum). One statement: rows a writer adds
 * meanwhile are not seen, so stay; two folds at once delete each row once. Returns how many rows
 * were folded.
 */
export async function foldDatasetTallies(db: Queryable): Promise<number> {
  const result = await db.execute<{ folded: number }>(sql`
    with folded as (
      delete from ${datasetTallies}
      where instance_id in (
        select instance_id from ${datasetTallies} group by instance_id having count(*) > 1)
      returning instance_id, added, changes),
    kept as (
      insert into ${datasetTallies} (instance_id, added, changes)
      select instance_id, sum(added), sum(changes) from folded group by instance_id
    )
    select count(*)::int as folded from folded`);
  return Number(result.rows[0]?.folded ?? 0);
}
