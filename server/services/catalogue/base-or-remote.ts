import { sql, type SQL } from 'drizzle-orm';
import { datasets } from '#server/db/schema/index.js';

/**
 * In SQL, the catalogue version a dataset's local copy started from: `base`, which is null while
 * it is the same as `remote` (after every pull), so the harvest writes each version once.
 */
export function baseOrRemote(): SQL<unknown> {
  return sql`coalesce(${datasets.base}, ${datasets.remote})`;
}
