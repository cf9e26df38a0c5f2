import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from './schema/index.js';
import type { PgliteThreadClient } from './pglite-thread/pglite-thread-client.js';

/**
 * One type for both engines. PGlite's drizzle database has the same query API; only the raw
 * result type differs, and we read `.rows` from both.
 */
export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that runs queries: the database, or a transaction (always pass `tx` inside one). */
export type Queryable = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

/** The shape pg-boss wants for a custom connection. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Database;
  /** pg-boss runs over this (PGlite has one connection; PostgreSQL gets pg-boss's own pool). */
  jobsConnection: { db: SqlExecutor; backend: 'pglite' } | { connectionString: string };
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Only for PGlite: the engine's thread (pglite-thread/), for dumps in tests. */
  pglite?: PgliteThreadClient;
  pool?: pg.Pool;
  /** Only for PostgreSQL. */
  connectionString?: string;
}

export { schema };

/** Runs pg-boss statements inside a drizzle transaction, so a job is queued only if the change commits. */
export function sqlExecutorOf(queryable: Queryable): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const result = await queryable.execute(withParameters(text, values));
      return { rows: (result as { rows: unknown[] }).rows };
    },
  };
}

/** `select $1, $2` + values → a drizzle SQL with bound parameters. */
function withParameters(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    // pg sends a missing value as NULL; drizzle would drop an undefined parameter altogether.
    chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
