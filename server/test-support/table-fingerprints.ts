/** Runs one SQL text and returns its rows, on whichever engine a test holds. */
export type QueryRows = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * Every table of every schema (ours, pg-boss's, drizzle's) → its row count and an md5 of its rows
 * in a stable order: two databases with equal fingerprints hold the same data.
 */
export async function tableFingerprints(query: QueryRows): Promise<Record<string, string>> {
  const tables = await query(
    `select table_schema, table_name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by table_schema, table_name`,
  );
  const fingerprints: Record<string, string> = {};
  for (const table of tables) {
    const name = `"${String(table.table_schema)}"."${String(table.table_name)}"`;
    const [row] = await query(
      `select count(*)::int as rows,
              coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '-') as digest
       from ${name} t`,
    );
    fingerprints[name] = `${String(row?.rows)} rows ${String(row?.digest)}`;
  }
  return fingerprints;
}
