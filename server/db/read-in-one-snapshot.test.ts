import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Queryable } from './database.js';
import { openDatabase } from './open-database.js';
import { readInOneSnapshot } from './read-in-one-snapshot.js';

const adminUrl = process.env.DATABASE_URL;

/**
 * On PostgreSQL another connection may commit between two reads; PGlite's one connection runs
 * a transaction whole before anything else, so only PostgreSQL can show the difference.
 */
describe.runIf(adminUrl)('reads in one snapshot', () => {
  it('do not see what another connection commits between them, and refuse to write', async () => {
    const handle = await openDatabase({ databaseUrl: adminUrl, dataDir: '', poolSize: 2 });
    const other = new pg.Client({ connectionString: adminUrl });
    const table = `snapshot_probe_${process.pid}`;
    try {
      await other.connect();
      await other.query(`create table ${table} (value int); insert into ${table} values (1)`);
      const valueNow = async (db: Queryable) =>
        (await db.execute<{ value: number }>(sql.raw(`select value from ${table}`))).rows[0]!.value;
      const seen = await readInOneSnapshot(handle.db, async (tx) => {
        const first = await valueNow(tx);
        await other.query(`update ${table} set value = 2`);
        return [first, await valueNow(tx)];
      });
      expect(seen).toEqual([1, 1]);
      expect(await valueNow(handle.db)).toBe(2);
      await expect(
        readInOneSnapshot(handle.db, (tx) => tx.execute(sql.raw(`update ${table} set value = 3`))),
      ).rejects.toThrow();
    } finally {
      await other.query(`drop table if exists ${table}`);
      await other.end();
      await handle.close();
    }
  });
});
