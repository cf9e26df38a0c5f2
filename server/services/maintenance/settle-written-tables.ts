import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { settleTables } from '../../db/maintenance/settle-tables.js';
import type { Runtime } from '../../runtime.js';

/**
 * After bulk work (a harvest, a link check): settles the tables it wrote at once, so the next
 * list is planned for their rows as they are now. A failure to settle is logged; the work stands.
 */
export async function settleWrittenTables(
  runtime: Runtime,
  tables: readonly PgTable[],
): Promise<void> {
  const names = tables.map((table) => getTableName(table));
  try {
    const report = await settleTables(runtime.database, names);
    if (report.analyzed.length > 0) runtime.logger.debug(report, 'settled tables');
  } catch (error) {
    runtime.logger.warn({ err: error, tables: names }, 'could not settle tables');
  }
}
