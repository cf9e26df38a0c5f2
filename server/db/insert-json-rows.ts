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
  const targets = columns.map((key) => `"${tableColumns[key]!.name}"`);
  const selected = columns.map((key) => `x."${key}"`);
  return sql`insert into ${table} (${sql.raw(targets.join(', '))}) select ${sql.raw(selected.join(', '))} from ${jsonRecordset(table, columns, rows)}`;
}

/**
 * `jsonb_to_recordset($1::jsonb) as x(…)`: the rows as one JSON parameter, read back as a table
 * `x` whose columns are the keys named (typed as the table's columns, `x."datasetId"`).
 */
export function jsonRecordset<TTable extends PgTable>(
  table: TTable,
  columns: readonly ColumnKey<TTable>[],
  rows: readonly Partial<InsertRow<TTable>>[],
): SQL {
  const tableColumns = getTableColumns(table);
  const definitions = columns.map((key) => `"${key}" ${tableColumns[key]!.getSQLType()}`);
  const json = JSON.stringify(rows.map((row) => pick(row as Record<string, unknown>, columns)));
  return sql`jsonb_to_recordset(${json}::jsonb) as x(${sql.raw(definitions.join(', '))})`;
}

/**
 * `update <table> set <columns> from <the rows> where <table>.<key> = x.<key> …`: many rows, each
 * with its own values, in one statement. `match` names the columns a row must agree on (its id,
 * and its parent if it must still be that one's); `also` adds set items of its own, which may
 * read `x`. Append `returning …` to the statement it returns.
 */
export function updateJsonRows<TTable extends PgTable>(
  table: TTable,
  columns: { match: readonly ColumnKey<TTable>[]; set: readonly ColumnKey<TTable>[] },
  rows: readonly Partial<InsertRow<TTable>>[],
  also: SQL[] = [],
): SQL {
  const tableColumns = getTableColumns(table);
  const assignments = columns.set.map((key) =>
    sql.raw(`"${tableColumns[key]!.name}" = x."${key}"`),
  );
  const matches = columns.match.map((key) => sql`${tableColumns[key]!} = x.${sql.identifier(key)}`);
  const recordset = jsonRecordset(table, [...columns.match, ...columns.set], rows);
  return sql`update ${table} set ${sql.join([...assignments, ...also], sql`, `)} from ${recordset} where ${sql.join(matches, sql` and `)}`;
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
