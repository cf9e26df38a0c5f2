import path from 'node:path';

/** PGlite's data folder inside DATA_DIR (the same place the app opens). */
export function pgliteFolder(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}
