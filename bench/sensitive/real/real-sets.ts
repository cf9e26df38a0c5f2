import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import {
  readDevelopmentManifest,
  readManifestFile,
  realSetDirectory,
  type LocatedRealFile,
  type RealSetName,
} from './manifest.js';

/**
 * The 30 real tables shared with CI sit beside the project (`../shared/real-tables`); the
 * development set sits in a cache folder outside the repository, since data taken from public
 * repositories is never committed. Either folder can be moved with an environment variable.
 */
export function sharedTablesDirectory(): string {
  return (
    process.env.SENSITIVE_SHARED_REAL_TABLES ??
    path.resolve(realSetDirectory, '../../../../shared/real-tables')
  );
}

export function developmentTablesDirectory(): string {
  return (
    process.env.SENSITIVE_REAL_TABLES_CACHE ??
    path.join(homedir(), '.cache/catalogue-steward/real-tables')
  );
}

export interface RealSetStatus {
  set: RealSetName;
  directory: string;
  /** Files found with the bytes their label file expects. */
  found: number;
  listed: number;
  /** Why files were left out: absent folder, absent file, or bytes that are not the labelled ones. */
  missing: string[];
}

export interface RealSets {
  files: LocatedRealFile[];
  status: RealSetStatus[];
}

/** Every labelled table whose bytes are here, and what was not found, set by set. */
export function loadRealSets(): RealSets {
  const files: LocatedRealFile[] = [];
  const status: RealSetStatus[] = [];
  const sharedDirectory = sharedTablesDirectory();
  const sharedManifest = path.join(sharedDirectory, 'manifest.json');
  if (existsSync(sharedManifest)) {
    const located = locate('shared', sharedDirectory, readManifestFile(sharedManifest));
    files.push(...located.files);
    status.push(located.status);
  } else {
    status.push(absent('shared', sharedDirectory, 0));
  }
  const development = readDevelopmentManifest();
  const cacheDirectory = developmentTablesDirectory();
  if (existsSync(path.join(cacheDirectory, 'files'))) {
    const located = locate('development', cacheDirectory, development);
    files.push(...located.files);
    status.push(located.status);
  } else {
    status.push(absent('development', cacheDirectory, development.length));
  }
  return { files, status };
}

function locate(
  set: RealSetName,
  directory: string,
  manifest: ReturnType<typeof readManifestFile>,
): { files: LocatedRealFile[]; status: RealSetStatus } {
  const files: LocatedRealFile[] = [];
  const missing: string[] = [];
  for (const file of manifest) {
    const filePath = path.join(directory, 'files', file.file);
    if (!existsSync(filePath)) {
      missing.push(`${file.file}: absent`);
      continue;
    }
    if (file.sha256 && sha256Of(filePath) !== file.sha256) {
      missing.push(`${file.file}: bytes differ from the labelled file`);
      continue;
    }
    files.push({ ...file, set, directory });
  }
  return {
    files,
    status: { set, directory, found: files.length, listed: manifest.length, missing },
  };
}

function absent(set: RealSetName, directory: string, listed: number): RealSetStatus {
  return { set, directory, found: 0, listed, missing: [`${directory}: no such folder`] };
}

export function sha256Of(filePath: string): string {
  return createHash('sha256').update(readFileSync(filePath)).digest('hex');
}

/** One line per set: found, or why not. */
export function formatSetStatus(status: readonly RealSetStatus[]): string[] {
  return status.map((entry) => {
    const head = `set ${entry.set}: ${entry.found} of ${entry.listed} tables found in ${entry.directory}`;
    if (entry.missing.length === 0) return head;
    const shown = entry.missing.slice(0, 5).join('; ');
    const more = entry.missing.length > 5 ? ` (+${entry.missing.length - 5} more)` : '';
    return `${head} — not found: ${shown}${more}`;
  });
}
