import { existsSync } from 'node:fs';
import path from 'node:path';
import { sharedTablesDirectory } from './real-sets.js';

/**
 * Whether the shared real tables are here, and what to tell a person when they are not. They sit
 * beside the project (`../shared/real-tables`), not in the repository: a clone in any other folder
 * has none, and its tests skip with one line. CI sets `REAL_TABLES_REQUIRED=1`, under which their
 * absence fails instead, so the detector is always measured where the tables are.
 */
export function sharedTablesPresence(): { present: true } | { present: false; message: string } {
  const directory = sharedTablesDirectory();
  if (existsSync(path.join(directory, 'manifest.json'))) return { present: true };
  return {
    present: false,
    message:
      `The shared real tables are not at ${directory}: put the project's real-tables folder ` +
      '(files/ and manifest.json) there, or set SENSITIVE_SHARED_REAL_TABLES to it.',
  };
}

/** CI's ask: the real tables must be here (`REAL_TABLES_REQUIRED=1`). */
export function realTablesRequired(): boolean {
  return process.env.REAL_TABLES_REQUIRED === '1';
}
