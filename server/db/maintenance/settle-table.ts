import { sql } from 'drizzle-orm';
import type { Database } from '../database.js';

/** ANALYZE one table, or VACUUM (ANALYZE) it. Never inside a transaction: VACUUM cannot run there. */
export async function settleTable(db: Database, table: string, vacuum: boolean): Promise<void> {
  const name = `"${table.replaceAll('"', '""')}"`;
  await db.execute(sql.raw(`${vacuum ? 'vacuum (analyze)' : 'analyze'} ${name}`));
}
