import { DataDirInUseError } from '../data-dir-lock.js';
import { BackupError } from './backup-error.js';

/**
 * Runs a backup command line: its own failures (a missing file, a running app…) as one line on
 * stderr and exit code 1; anything unexpected with its stack, for a bug report.
 */
export async function runBackupCommand(work: () => Promise<string>): Promise<void> {
  try {
    process.stdout.write(`${await work()}\n`);
  } catch (error) {
    if (error instanceof BackupError || error instanceof DataDirInUseError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  }
}
