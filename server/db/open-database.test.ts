import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.js';

const adminUrl = process.env.DATABASE_URL;

describe.runIf(adminUrl)('PostgreSQL connections', () => {
  it('survives the server ending an idle connection, and reconnects for the next query', async () => {
    const handle = await openDatabase({ databaseUrl: adminUrl, dataDir: '', poolSize: 2 });
    try {
      await handle.ping();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      // What a restart or an administrator does to our idle connection.
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'catalogue-steward' and state = 'idle' and pid <> pg_backend_pid()",
      );
      await admin.end();
      // The pool lets go of the ended client once it hears of the error.
      await waitUntil(() => handle.pool!.totalCount === 0);
      await expect(handle.ping()).resolves.toBeUndefined();
    } finally {
      await handle.close();
    }
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}
