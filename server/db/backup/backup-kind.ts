import { open } from 'node:fs/promises';
import { BackupError } from './backup-error.js';
import { holdsPgliteDataDir } from './holds-pglite-data-dir.js';

/** Which database a backup file is for: the embedded one (PGlite) or PostgreSQL. */
export type BackupKind = 'pglite' | 'postgres';

/** pg_dump's custom format (-Fc) starts with these five bytes. */
const postgresMagic = 'PGDMP';
const gzipMagic = [0x1f, 0x8b];

/** Reads the start of `file` to tell its kind; anything else is refused with a clear message. */
export async function backupKind(file: string): Promise<BackupKind> {
  let head: Buffer;
  try {
    const handle = await open(file, 'r');
    try {
      head = Buffer.alloc(8);
      const { bytesRead } = await handle.read(head, 0, head.length, 0);
      head = head.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`${file} does not exist.`);
    if (code === 'EISDIR') throw new BackupError(`${file} is a folder, not a backup file.`);
    throw error;
  }
  if (head.subarray(0, postgresMagic.length).toString('latin1') === postgresMagic)
    return 'postgres';
  if (head[0] === gzipMagic[0] && head[1] === gzipMagic[1] && (await holdsPgliteDataDir(file)))
    return 'pglite';
  throw new BackupError(
    `${file} is not a Catalogue Steward backup: it is neither an embedded-database archive nor a PostgreSQL dump (pg_dump -Fc).`,
  );
}
