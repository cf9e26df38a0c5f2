import { cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../lib/project-root.js';

/**
 * A new embedded database's folder, made once by `npm run build:server` (initdb, the migrations
 * and the job queue's tables, in the build's process): creating one in the app's process grows
 * PGlite's WebAssembly memory past 1 GB, and WebAssembly memory never shrinks; copying this
 * folder costs the app nothing.
 */
export const pgliteTemplateFolder = path.join(projectRoot, 'dist/pglite-template');
export const pgliteTemplateStamp = `${pgliteTemplateFolder}.json`;

/** The PGlite release installed now: a copy made by another release is not used. */
export function installedPgliteVersion(): string {
  const manifest = path.join(projectRoot, 'node_modules/@electric-sql/pglite/package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * Copies the build's database into `folder` when there is one made by the PGlite installed now;
 * false when there is none (the caller creates the database itself).
 */
export function copyPgliteTemplate(folder: string): boolean {
  if (!existsSync(pgliteTemplateStamp) || !existsSync(pgliteTemplateFolder)) return false;
  const stamp = JSON.parse(readFileSync(pgliteTemplateStamp, 'utf8')) as {
    pgliteVersion?: string;
  };
  if (stamp.pgliteVersion !== installedPgliteVersion()) return false;
  cpSync(pgliteTemplateFolder, folder, { recursive: true });
  return true;
}
