/**
 * npm run restore -- <file> [--force]: a file made by npm run backup into DATABASE_URL's
 * database or DATA_DIR. Stop the app first; an existing database is replaced only with --force.
 */
import { parseBackupArguments } from '../server/db/backup/backup-arguments.js';
import { backupTargetFromEnvironment } from '../server/db/backup/backup-target.js';
import { restoreDatabase } from '../server/db/backup/restore-database.js';
import { runBackupCommand } from '../server/db/backup/run-backup-command.js';

await runBackupCommand(async () => {
  const started = performance.now();
  const { file, force } = parseBackupArguments('restore', process.argv.slice(2));
  const target = backupTargetFromEnvironment();
  const kind = await restoreDatabase(target, file, { force });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const into = kind === 'postgres' ? 'the PostgreSQL database' : `DATA_DIR ${target.dataDir}`;
  return `Restored ${file} into ${into} (${seconds} s). Start the app with the same SECRET as before.`;
});
