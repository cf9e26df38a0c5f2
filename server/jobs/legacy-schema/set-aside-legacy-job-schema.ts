import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.js';

/** The schema pg-boss 10 left behind, kept under this name until its waiting jobs are carried over. */
export const legacyJobSchema = 'pgboss_v10';

/** pg-boss 12 migrates only from pg-boss 11's schema (version 25) onwards. */
const oldestMigratableVersion = 25;

/** One lock for every process that starts at once against the same database (web, workers). */
export const legacyJobSchemaLock = 7_402_113;

/**
 * Databases made before the move to pg-boss 12 hold pg-boss 10's schema (version 24), which
 * pg-boss 12 refuses to migrate. Renames it aside, so pg-boss 12 creates its own beside it; the
 * waiting jobs are carried over by `carryOverLegacyJobs`. Does nothing on a current database.
 */
export async function setAsideLegacyJobSchema(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${legacyJobSchemaLock})`);
    const found = await tx.execute(
      sql`select 1 from information_schema.tables
          where table_schema = 'pgboss' and table_name = 'version'`,
    );
    if (found.rows.length === 0) return;
    const versions = await tx.execute(sql`select version from pgboss.version`);
    const version = Number((versions.rows[0] as { version: number } | undefined)?.version);
    if (!(version < oldestMigratableVersion)) return;
    await tx.execute(sql.raw(`alter schema pgboss rename to ${legacyJobSchema}`));
  });
}
