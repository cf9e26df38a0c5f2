import { spawn, type ChildProcess } from 'node:child_process';
import { BackupError } from './backup-error.js';

export interface ClientProgram {
  child: ChildProcess;
  /** Resolves when the program ends; rejects with its own message (stderr) when it fails. */
  finished: Promise<void>;
}

/**
 * Starts one of PostgreSQL's client programs (pg_dump, pg_restore, psql). A missing program and a
 * failed run both become a BackupError whose one line says what to do or what the program said.
 */
export function startClientProgram(
  program: string,
  args: string[],
  stdio: { stdin?: 'pipe' | 'ignore'; stdout?: 'pipe' | 'ignore' } = {},
): ClientProgram {
  const child = spawn(program, args, {
    stdio: [stdio.stdin ?? 'ignore', stdio.stdout ?? 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    if (errors.length < 4_000) errors += chunk.toString();
  });
  const finished = new Promise<void>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${program} was not found. Install PostgreSQL's client programs (Debian: apt-get install postgresql-client) of the server's major version or newer.`,
            )
          : error,
      );
    });
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else {
        const said = errors.trim().split('\n').slice(0, 3).join(' ');
        reject(new BackupError(`${program} failed (${signal ?? `exit ${code}`}): ${said}`));
      }
    });
  });
  return { child, finished };
}
