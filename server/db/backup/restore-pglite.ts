import { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { takeDataDirLock } from '../data-dir-lock.js';
import { pgliteStartParams } from '../open-database.js';
import { BackupError } from './backup-error.js';
import { pgliteFolder } from './pglite-folder.js';

/**
 * Loads an archive made by backupPglite into DATA_DIR. The archive is unpacked into a folder of
 * its own and opened once (PGlite's loadDataDir) before it replaces the current database, so a
 * broken archive leaves the old one in place. An existing database is replaced only with `force`.
 */
export async function restorePglite(
  dataDir: string,
  file: string,
  options: { force: boolean },
): Promise<void> {
  const folder = pgliteFolder(dataDir);
  const exists = existsSync(path.join(folder, 'PG_VERSION'));
  if (exists && !options.force) {
    throw new BackupError(
      `DATA_DIR ${dataDir} already holds a database. Add --force to replace it with the backup.`,
    );
  }
  await mkdir(dataDir, { recursive: true });
  const releaseLock = takeDataDirLock(dataDir);
  const incoming = `${folder}.restoring`;
  const previous = `${folder}.previous`;
  try {
    await rm(incoming, { recursive: true, force: true });
    await mkdir(incoming);
    const archive = new Blob([await readFile(file)]);
    const pglite = await PGlite.create(incoming, {
      loadDataDir: archive,
      startParams: pgliteStartParams,
    });
    await pglite.query('select 1');
    await pglite.close();
    await rm(previous, { recursive: true, force: true });
    if (existsSync(folder)) await rename(folder, previous);
    await rename(incoming, folder);
    await rm(previous, { recursive: true, force: true });
  } finally {
    await rm(incoming, { recursive: true, force: true });
    releaseLock();
  }
}
