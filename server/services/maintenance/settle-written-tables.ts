import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { settleTables } from '#server/db/maintenance/settle-tables.js';
import type { DatabaseHandleNeed, LoggerNeed } from '../service-needs.js';

/**
 * After bulk work (a harvest, a link check): settles the tables it wrote at once, so the next
 * list is planned for their rows as they are now. A failure to settle is logged; the work stands.
 */
export async function settleWrittenTables(
  deps: DatabaseHandleNeed & LoggerNeed,
  tables: readonly PgTable[],
): Promise<void> {
  const names = tables.map((table) => getTableName(table));
  try {
    const report = await settleTables(deps.database, names);
    if (report.analyzed.length > 0) deps.logger.debug(report, 'settled tables');
  } catch (error) {
    deps.logger.warn({ err: error, tables: names }, 'could not settle tables');
  }
}
