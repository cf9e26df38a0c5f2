import { startClientProgram } from './client-program.js';
import { writeFileAtomically } from './write-file-atomically.js';

/**
 * A consistent snapshot of the PostgreSQL database in pg_dump's custom format (-Fc): compressed,
 * and restorable with pg_restore. A running app may keep working meanwhile.
 */
export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  await writeFileAtomically(file, async (temporary) => {
    await startClientProgram('pg_dump', [
      '--format=custom',
      `--file=${temporary}`,
      `--dbname=${databaseUrl}`,
    ]).finished;
  });
}
