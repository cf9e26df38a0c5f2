import { BackupError } from './backup-error.js';
import { backupKind, type BackupKind } from './backup-kind.js';
import type { BackupTarget } from './backup-target.js';
import { restorePglite } from './restore-pglite.js';
import { restorePostgres } from './restore-postgres.js';

/** Restores `file` into the configured database, after checking it is a backup of that kind. */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  options: { force: boolean },
): Promise<BackupKind> {
  const kind = await backupKind(file);
  if (kind === 'postgres' && !target.databaseUrl) {
    throw new BackupError(
      `${file} is a PostgreSQL backup (pg_dump), but DATABASE_URL is not set: set it to the PostgreSQL database to restore into.`,
    );
  }
  if (kind === 'pglite' && target.databaseUrl) {
    throw new BackupError(
      `${file} is a backup of the embedded database, but DATABASE_URL is set: unset it to restore into DATA_DIR (${target.dataDir}).`,
    );
  }
  if (target.databaseUrl) await restorePostgres(target.databaseUrl, file, options);
  else await restorePglite(target.dataDir, file, options);
  return kind;
}
