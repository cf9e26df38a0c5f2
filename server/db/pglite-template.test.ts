import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.js';
import { existsSync } from 'node:fs';
import { pgliteTemplateStamp } from './pglite-template.js';

// The copy exists once `npm run build:server` has run (npm install runs it).
describe.runIf(existsSync(pgliteTemplateStamp))('the build’s embedded database', () => {
  it('is what a first start on an empty data folder opens: migrated, with the job tables', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-template-'));
    try {
      const database = await openDatabase({ dataDir });
      try {
        const { rows } = await database.db.execute<{ migrations: number; queues: number }>(
          sql`select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
                     (select count(*)::int from pgboss.queue) as queues`,
        );
        expect(rows[0]!.migrations).toBeGreaterThan(0);
        expect(rows[0]!.queues).toBeGreaterThan(0);
      } finally {
        await database.close();
      }
      // Opened again, it is the same folder, not a new copy.
      const again = await openDatabase({ dataDir });
      await again.ping();
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
