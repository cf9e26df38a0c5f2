import { BackupError } from './backup-error.js';

export interface BackupArguments {
  file: string;
  force: boolean;
}

/** `<file> [--force]`, as given after `npm run backup --` or `npm run restore --`. */
export function parseBackupArguments(command: string, argv: readonly string[]): BackupArguments {
  const force = argv.includes('--force');
  const rest = argv.filter((arg) => arg !== '--force');
  const unknown = rest.find((arg) => arg.startsWith('-'));
  if (unknown || rest.length !== 1) {
    throw new BackupError(
      `${unknown ? `Unknown option ${unknown}. ` : ''}Usage: npm run ${command} -- <file> [--force]`,
    );
  }
  return { file: rest[0]!, force };
}
