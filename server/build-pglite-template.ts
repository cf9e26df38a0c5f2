import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { JobQueue } from './jobs/job-queue.js';
import { jobRegistry } from './jobs/registry.js';
import { migrateDatabase } from './db/migrate.js';
import { openDatabase } from './db/open-database.js';
import {
  installedPgliteVersion,
  pgliteTemplateFolder,
  pgliteTemplateStamp,
} from './db/pglite-template.js';

/**
 * `npm run build:server`'s last step: a new embedded database with every migration applied and
 * the job queue's tables made, kept in dist/ for a first start to copy
 * (server/db/pglite-template.ts). Both grow PGlite's memory for good: here, not in the app.
 */
async function buildPgliteTemplate(): Promise<void> {
  rmSync(pgliteTemplateStamp, { force: true });
  rmSync(pgliteTemplateFolder, { recursive: true, force: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-pglite-template-'));
  try {
    const database = await openDatabase({ dataDir });
    try {
      await migrateDatabase(database);
      const jobs = new JobQueue(database, jobRegistry, pino({ level: 'warn' }), {
        supervise: false,
      });
      await jobs.start();
      await jobs.stop();
      await database.pglite!.query('checkpoint');
    } finally {
      await database.close();
    }
    cpSync(path.join(dataDir, 'pglite'), pgliteTemplateFolder, { recursive: true });
    writeFileSync(
      pgliteTemplateStamp,
      `${JSON.stringify({ pgliteVersion: installedPgliteVersion() })}\n`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await buildPgliteTemplate();
