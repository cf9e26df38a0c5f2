import { existsSync } from 'node:fs';
import { BackupError } from './backup-error.js';
import { backupPglite } from './backup-pglite.js';
import { backupPostgres } from './backup-postgres.js';
import type { BackupKind } from './backup-kind.js';
import type { BackupTarget } from './backup-target.js';

/** Backs up the configured database into `file`; an existing file is replaced only with `force`. */
export async function backupDatabase(
  target: BackupTarget,
  file: string,
  options: { force: boolean },
): Promise<BackupKind> {
  if (existsSync(file) && !options.force) {
    throw new BackupError(`${file} already exists. Add --force to overwrite it.`);
  }
  if (target.databaseUrl) {
    await backupPostgres(target.databaseUrl, file);
    return 'postgres';
  }
  await backupPglite(target.dataDir, file);
  return 'pglite';
}
