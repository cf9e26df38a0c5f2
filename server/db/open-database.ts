import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { schema, type Database, type DatabaseHandle } from './database.js';
import { takeDataDirLock } from './data-dir-lock.js';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; unset → PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder lives in `${dataDir}/pglite`. */
  dataDir: string;
  /** Tests start PGlite from a dump of a migrated database instead of a folder. */
  pgliteLoadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options);
}

async function openPostgres(connectionString: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    application_name: 'catalogue-steward',
  });
  const db = drizzlePostgres(pool, { schema });
  return {
    kind: 'postgres',
    db,
    pool,
    connectionString,
    jobsConnection: { connectionString },
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  let pglite: PGlite;
  if (options.pgliteLoadDataDir) {
    pglite = await PGlite.create({ loadDataDir: options.pgliteLoadDataDir });
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    releaseLock = takeDataDirLock(options.dataDir);
    try {
      pglite = await PGlite.create(path.join(options.dataDir, 'pglite'));
    } catch (error) {
      releaseLock();
      throw error;
    }
  }
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    pglite,
    jobsConnection: {
      db: {
        // pg-boss sends parameterless multi-statement scripts (its migrations) and parameterised queries.
        async executeSql(text, values) {
          if (values && values.length > 0) return pglite.query(text, values);
          const results = await pglite.exec(text);
          return results.at(-1) ?? { rows: [] };
        },
      },
    },
    ping: async () => void (await db.execute(sql`select 1`)),
    close: async () => {
      try {
        await pglite.close();
      } finally {
        releaseLock();
      }
    },
  };
}
