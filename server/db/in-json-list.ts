import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `<column> in (…)` with the list as one JSON parameter rather than one parameter per value:
 * cheaper to build for a page of ids, and never near PostgreSQL's bind-parameter limit.
 */
export function inJsonList(column: PgColumn, values: readonly string[]): SQL {
  return sql`${column} in (select value::${sql.raw(column.getSQLType())} from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}
