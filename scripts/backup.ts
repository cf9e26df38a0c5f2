/**
 * npm run backup -- <file> [--force]: the database of DATABASE_URL (pg_dump) or DATA_DIR's
 * embedded one (while no app runs on it) into one file. SECRET is not in it: keep that apart.
 */
import { statSync } from 'node:fs';
import { backupDatabase } from '../server/db/backup/backup-database.js';
import { parseBackupArguments } from '../server/db/backup/backup-arguments.js';
import { backupTargetFromEnvironment } from '../server/db/backup/backup-target.js';
import { runBackupCommand } from '../server/db/backup/run-backup-command.js';

await runBackupCommand(async () => {
  const started = performance.now();
  const { file, force } = parseBackupArguments('backup', process.argv.slice(2));
  const kind = await backupDatabase(backupTargetFromEnvironment(), file, { force });
  const megabytes = (statSync(file).size / 1024 / 1024).toFixed(1);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const source = kind === 'postgres' ? 'PostgreSQL database' : 'embedded database';
  return `Backed up the ${source} to ${file} (${megabytes} MB, ${seconds} s).`;
});
