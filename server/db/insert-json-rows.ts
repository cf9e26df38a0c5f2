import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

type InsertRow<TTable extends PgTable> = TTable['$inferInsert'];
type ColumnKey<TTable extends PgTable> = keyof InsertRow<TTable> & string;

/**
 * `insert into <table> (<columns>) select … from jsonb_to_recordset($1::jsonb)`: a page of rows
 * sent as one JSON parameter. Drizzle's `values()` builds and maps one parameter per cell, which
 * took a fifth of a harvest; here the rows are serialised once and the database reads them (the
 * same on PGlite and PostgreSQL). Columns not listed take their defaults. Append `on conflict …`
 * and `returning …` to the statement it returns.
 */
export function insertJsonRows<TTable extends PgTable>(
  table: TTable,
  columns: readonly ColumnKey<TTable>[],
  rows: readonly InsertRow<TTable>[],
): SQL {
  const tableColumns = getTableColumns(table);
  const definitions = columns.map((key) => `"${key}" ${tableColumns[key]!.getSQLType()}`);
  const targets = columns.map((key) => `"${tableColumns[key]!.name}"`);
  const selected = columns.map((key) => `x."${key}"`);
  const json = JSON.stringify(rows.map((row) => pick(row as Record<string, unknown>, columns)));
  return sql`insert into ${table} (${sql.raw(targets.join(', '))}) select ${sql.raw(selected.join(', '))} from jsonb_to_recordset(${json}::jsonb) as x(${sql.raw(definitions.join(', '))})`;
}

function pick(row: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of keys) picked[key] = row[key] ?? null;
  return picked;
}

/** `excluded.<column>` for each key: the `set` list of an upsert that takes the new row. */
export function takeExcluded<TTable extends PgTable>(
  table: TTable,
  columns: readonly ColumnKey<TTable>[],
): string {
  const tableColumns = getTableColumns(table);
  return columns
    .map((key) => `"${tableColumns[key]!.name}" = excluded."${tableColumns[key]!.name}"`)
    .join(', ');
}
