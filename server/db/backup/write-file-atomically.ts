import { rename, rm } from 'node:fs/promises';

/**
 * Lets `write` fill a temporary file next to `file`, then renames it into place: a backup that
 * fails midway leaves no half-written file that looks like a good one.
 */
export async function writeFileAtomically(
  file: string,
  write: (temporaryFile: string) => Promise<void>,
): Promise<void> {
  const temporary = `${file}.partial-${process.pid}`;
  try {
    await write(temporary);
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}
