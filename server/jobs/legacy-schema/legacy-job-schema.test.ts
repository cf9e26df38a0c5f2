import { sql } from 'drizzle-orm';
import PgBoss10 from 'pg-boss-10';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/database.js';
import { openTestDatabase } from '#server/test-support/template-database.js';
import { JobQueue } from '../job-queue.js';
import { jobRegistry } from '../registry.js';
import { legacyJobSchema } from './set-aside-legacy-job-schema.js';

const mail = {
  to: 'clerk@example.org',
  template: 'verifySignup',
  locale: 'ja',
  params: { url: 'http://127.0.0.1/verify' },
};

/** A database as the app left it before the move to pg-boss 12: pg-boss 10's schema, jobs waiting. */
async function databaseMadeByPgBoss10(database: DatabaseHandle): Promise<void> {
  await database.db.execute(sql`drop schema pgboss cascade`);
  const boss = new PgBoss10({
    ...(database.pglite
      ? {
          db: {
            executeSql: (text: string, values?: unknown[]) =>
              values?.length
                ? database.pglite!.query(text, values)
                : database.pglite!.exec(text).then((results) => results.at(-1) ?? { rows: [] }),
          },
        }
      : { connectionString: database.connectionString! }),
    schema: 'pgboss',
    supervise: false,
    schedule: false,
  } as PgBoss10.ConstructorOptions);
  await boss.start();
  await boss.createQueue('mail.send');
  await boss.createQueue('reports.weekly');
  await boss.send('mail.send', mail, { singletonKey: 'verify:clerk' });
  await boss.send('reports.weekly', { week: 47 });
  await boss.stop({ graceful: false, wait: true });
}

describe('a database whose job queue pg-boss 10 made', () => {
  let database: DatabaseHandle | undefined;
  let queue: JobQueue | undefined;
  afterEach(async () => {
    await queue?.stop();
    await database?.close();
  });

  it('moves to pg-boss 12 at start, keeping each waiting job of a known kind once', async () => {
    database = await openTestDatabase();
    await databaseMadeByPgBoss10(database);
    const version = async () =>
      Number(
        ((await database!.db.execute(sql`select version from pgboss.version`)).rows[0] as {
          version: number;
        })!.version,
      );
    expect(await version()).toBe(24);

    queue = new JobQueue(database, jobRegistry, pino({ level: 'silent' }), { supervise: false });
    await queue.start();
    expect(await version()).toBeGreaterThanOrEqual(25);
    const schemas = await database.db.execute(
      sql`select 1 from information_schema.schemata where schema_name = ${legacyJobSchema}`,
    );
    expect(schemas.rows).toHaveLength(0);
    const waiting = await database.db.execute(
      sql`select name, data, singleton_key from pgboss.job order by name`,
    );
    expect(waiting.rows).toEqual([
      { name: 'mail.send', data: mail, singleton_key: 'verify:clerk' },
    ]);

    // A second start (another process, or a restart) carries nothing twice.
    await queue.stop();
    queue = new JobQueue(database, jobRegistry, pino({ level: 'silent' }), { supervise: false });
    await queue.start();
    const [job] = await queue.boss.fetch('mail.send');
    expect(job?.data).toEqual(mail);
    expect(await queue.boss.fetch('mail.send')).toEqual([]);
  });
});
