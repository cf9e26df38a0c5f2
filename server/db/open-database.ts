import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { fromPglite } from 'pg-boss';
import { sql } from 'drizzle-orm';
import path from 'node:path';
import { existsSync, mkdirSync } from 'node:fs';
import { schema, type Database, type DatabaseHandle } from './database.js';
import { takeDataDirLock } from './data-dir-lock.js';
import { copyPgliteTemplate } from './pglite-template.js';
import { openPgliteInThread } from './pglite-thread/open-pglite-in-thread.js';
import type { PgliteThreadClient } from './pglite-thread/pglite-thread-client.js';

/**
 * PGlite's own start parameters plus smaller buffers: one embedded connection does not need
 * PostgreSQL's 128 MB of shared buffers (files are cached by the operating system anyway), and
 * every megabyte of them stays in the process for good.
 */
export const pgliteStartParams = [
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  '-c',
  'shared_buffers=16MB',
  '-c',
  'work_mem=8MB',
  '-c',
  'maintenance_work_mem=32MB',
  '-c',
  'temp_buffers=4MB',
];

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
    // A client sends statements queued on it without waiting for each answer, so the database
    // works while Node does (an apply's overlapped rounds, overlap-rounds.ts). Statements awaited
    // one by one run as before; a failed one still aborts its transaction.
    pipeline: true,
  });
  // An idle connection the server closes (a restart, a failover, an administrator) emits an error
  // on the pool; unheard, it would end the process. The pool drops that client and opens a new
  // one on the next query, and the next query's own error says what is wrong.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  // The pool hears a client's errors only while it is idle. A connection dropped while a
  // transaction holds it between two statements emitted an error nobody heard, which ended the web
  // process (seen in database-drop.faults.test.ts). Its next statement fails instead, as
  // `unavailable`, and the pool discards the client when it is released; an idle one is logged
  // by the pool's own handler above.
  pool.on('connect', (client) => {
    client.on('error', () => {});
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
  let inThread: PgliteThreadClient;
  if (options.pgliteLoadDataDir) {
    inThread = await openPgliteInThread({
      loadDataDir: options.pgliteLoadDataDir,
      startParams: pgliteStartParams,
    });
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    releaseLock = takeDataDirLock(options.dataDir);
    const folder = path.join(options.dataDir, 'pglite');
    try {
      // A first start copies the database the build made (server/db/pglite-template.ts).
      if (!existsSync(path.join(folder, 'PG_VERSION')) && !copyPgliteTemplate(folder)) {
        // Without the build's copy: creating a database (initdb) grows WebAssembly memory past
        // 1 GB, and WebAssembly memory never shrinks: create it in one engine, close that, and
        // serve from a fresh one (the process's peak stays).
        await (await PGlite.create(folder, { startParams: pgliteStartParams })).close();
      }
      inThread = await openPgliteInThread({ dataDir: folder, startParams: pgliteStartParams });
    } catch (error) {
      releaseLock();
      throw error;
    }
  }
  // The thread's client has the part of PGlite's API that drizzle-orm and pg-boss call.
  const asPglite = inThread as unknown as PGlite;
  const db = drizzlePglite(asPglite, { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    pglite: inThread,
    // pg-boss's own adapter: its multi-statement scripts return every statement's rows.
    jobsConnection: { db: fromPglite(asPglite), backend: 'pglite' },
    ping: async () => void (await db.execute(sql`select 1`)),
    close: async () => {
      try {
        await inThread.close();
      } finally {
        releaseLock();
      }
    },
  };
}
