import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `<column> = any(<list>)` with the list as one JSON parameter rather than one parameter per value:
 * cheaper to build for a page of ids, and never near PostgreSQL's bind-parameter limit. The list
 * is an array (not an `in (select …)`), so the planner still looks the values up in an index.
 */
export function inJsonList(column: PgColumn, values: readonly string[]): SQL {
  return sql`${column} = any(array(select value::${sql.raw(column.getSQLType())} from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)))`;
}
