import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { PgBoss } from 'pg-boss';
import { sqlExecutorOf, type Database } from '#server/db/database.js';
import type { JobKind, JobOptions } from '../job-kind.js';
import { legacyJobSchema, legacyJobSchemaLock } from './set-aside-legacy-job-schema.js';

interface LegacyJob {
  name: string;
  data: object | null;
  singleton_key: string | null;
  start_after: Date | string;
}

/**
 * Queues again, in pg-boss 12's schema, the jobs that were waiting (or running when the process
 * stopped) in the set-aside pg-boss 10 schema, then drops that schema, in one transaction: a crash
 * half way leaves the old schema to be carried over at the next start, and nothing twice.
 * Jobs of kinds no longer registered are dropped with a warning.
 */
export async function carryOverLegacyJobs(
  db: Database,
  boss: PgBoss,
  definitions: readonly (JobKind & { options: JobOptions })[],
  logger: Logger,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${legacyJobSchemaLock})`);
    const found = await tx.execute(
      sql`select 1 from information_schema.schemata where schema_name = ${legacyJobSchema}`,
    );
    if (found.rows.length === 0) return 0;
    const waiting = (
      await tx.execute(
        sql.raw(`select name, data, singleton_key, start_after from ${legacyJobSchema}.job
                 where state in ('created', 'retry', 'active') order by created_on`),
      )
    ).rows as unknown as LegacyJob[];
    const executor = sqlExecutorOf(tx);
    let carried = 0;
    for (const job of waiting) {
      const definition = definitions.find((registered) => registered.name === job.name);
      if (!definition) {
        logger.warn({ job: job.name }, 'dropped a waiting job of a kind that no longer exists');
        continue;
      }
      await boss.send(job.name, job.data ?? {}, {
        ...definition.options,
        db: executor,
        startAfter: new Date(job.start_after),
        ...(job.singleton_key ? { singletonKey: job.singleton_key } : {}),
      });
      carried++;
    }
    await tx.execute(sql.raw(`drop schema ${legacyJobSchema} cascade`));
    logger.info({ carried }, 'moved the job queue to pg-boss 12');
    return carried;
  });
}
