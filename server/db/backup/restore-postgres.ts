import { BackupError } from './backup-error.js';
import { startClientProgram } from './client-program.js';
import { postgresDatabaseState } from './postgres-database-state.js';

/**
 * Restores a pg_dump custom-format file into DATABASE_URL's database. An empty database is filled;
 * a database that holds tables is replaced only with `force`, and then in one transaction: every
 * schema is dropped and the dump loaded inside it, and COMMIT is sent only after pg_restore ended
 * well, so a failed restore leaves the old data as it was.
 */
export async function restorePostgres(
  databaseUrl: string,
  file: string,
  options: { force: boolean },
): Promise<void> {
  const state = await postgresDatabaseState(databaseUrl);
  if (state.otherSessions > 0) {
    throw new BackupError(
      `${state.otherSessions} other session(s) are connected to this database. Stop Catalogue Steward (web and worker processes) before restoring.`,
    );
  }
  if (state.relations > 0 && !options.force) {
    throw new BackupError(
      'The database in DATABASE_URL is not empty. Add --force to replace its contents with the backup.',
    );
  }
  const psql = startClientProgram(
    'psql',
    ['--quiet', '--no-psqlrc', '--set=ON_ERROR_STOP=1', `--dbname=${databaseUrl}`],
    { stdin: 'pipe' },
  );
  const restore = startClientProgram('pg_restore', ['--file=-', '--no-owner', '--no-acl', file], {
    stdout: 'pipe',
  });
  const input = psql.child.stdin!;
  // psql may stop early on an error: its closed input must not become an unhandled error here.
  input.on('error', () => {});
  input.write(`begin;\n${wipeStatements(state.schemas)}`);
  restore.child.stdout!.pipe(input, { end: false });
  try {
    // 'close' comes after pg_restore's output has ended: everything is in psql's input by now.
    await restore.finished;
    input.end('commit;\n');
  } catch (error) {
    // psql stopped first (a statement failed) and pg_restore then lost its reader: psql's own
    // message says what went wrong.
    const psqlStoppedFirst = psql.child.exitCode !== null;
    // Otherwise the input may end inside a statement or a COPY: stop psql; its session rolls back.
    psql.child.kill('SIGTERM');
    const psqlError: unknown = await psql.finished.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    throw psqlStoppedFirst && psqlError ? psqlError : error;
  }
  await psql.finished;
}

/** Drops everything a dump may bring back; public is recreated empty, as in a new database. */
function wipeStatements(schemas: string[]): string {
  const drops = schemas.map((schema) => `drop schema ${quoteIdentifier(schema)} cascade;\n`);
  return `${drops.join('')}create schema if not exists public;\n`;
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
