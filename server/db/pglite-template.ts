import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../lib/project-root.js';

/**
 * A new embedded database, made once by `npm run build:server` (initdb and the migrations, in
 * the build's process): creating one in the app's process grows PGlite's WebAssembly memory past
 * 1 GB, and WebAssembly memory never shrinks; unpacking this copy peaks at about a quarter of it.
 */
export const pgliteTemplateFile = path.join(projectRoot, 'dist/pglite-template.tar.gz');
const stampFile = `${pgliteTemplateFile}.json`;

/** The PGlite release installed now: a copy made by another release is not used. */
export function installedPgliteVersion(): string {
  const manifest = path.join(projectRoot, 'node_modules/@electric-sql/pglite/package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** The prepared database, when there is one made by the PGlite installed now; else undefined. */
export function readPgliteTemplate(): Blob | undefined {
  if (!existsSync(pgliteTemplateFile) || !existsSync(stampFile)) return undefined;
  const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as { pgliteVersion?: string };
  if (stamp.pgliteVersion !== installedPgliteVersion()) return undefined;
  return new Blob([readFileSync(pgliteTemplateFile)]);
}
