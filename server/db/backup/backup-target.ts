import path from 'node:path';

/** The database a backup reads or a restore writes, named as the app names it. */
export interface BackupTarget {
  /** PostgreSQL when set; otherwise the embedded database in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
}

/**
 * DATABASE_URL and DATA_DIR exactly as the app reads them, and nothing else: a backup needs no
 * SECRET, and must not create one in DATA_DIR as the app's start-up does.
 */
export function backupTargetFromEnvironment(env: NodeJS.ProcessEnv = process.env): BackupTarget {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || './data'),
  };
}
