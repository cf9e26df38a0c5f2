import { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { takeDataDirLock } from '../data-dir-lock.js';
import { pgliteStartParams } from '../open-database.js';
import { BackupError } from './backup-error.js';
import { pgliteFolder } from './pglite-folder.js';
import { writeFileAtomically } from './write-file-atomically.js';

/**
 * Copies the embedded database into one gzip archive (PGlite's dumpDataDir). Holds DATA_DIR's
 * lock throughout, so a running app refuses to start and a running app makes this refuse.
 */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  const folder = pgliteFolder(dataDir);
  if (!existsSync(path.join(folder, 'PG_VERSION'))) {
    throw new BackupError(`DATA_DIR ${dataDir} holds no embedded database to back up.`);
  }
  const releaseLock = takeDataDirLock(dataDir);
  try {
    const pglite = await PGlite.create(folder, { startParams: pgliteStartParams });
    try {
      const archive = await pglite.dumpDataDir('gzip');
      const bytes = Buffer.from(await archive.arrayBuffer());
      await writeFileAtomically(file, (temporary) => writeFile(temporary, bytes));
    } finally {
      await pglite.close();
    }
  } finally {
    releaseLock();
  }
}
