/**
 * Rebuilds the development set's cache from local git snapshots of its source repositories: for
 * each file of `development-set.json`, `git show <commit>:<path>` from the snapshot, keep the title
 * and header lines and the first `rows` data rows (bytes unchanged), check the sha256 and write
 * it to the cache's `files/`. Names every file it could not rebuild and exits 1 if any.
 *   node --import tsx bench/sensitive/real/rebuild-real-cache.ts <mirror folder>
 * The mirror folder holds one snapshot per repository, `<owner>+<name>/repo` (a bare git
 * directory, or a checkout with `.git`), as the session's fetch tool lays them out.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readDevelopmentManifest } from './manifest.js';
import { developmentTablesDirectory } from './real-sets.js';
import { trimmedCandidates } from './trim-real-table.js';

const mirror = process.argv[2];
if (!mirror || !existsSync(mirror)) {
  console.error(
    'usage: rebuild-real-cache.ts <mirror folder holding <owner>+<name>/repo snapshots>',
  );
  process.exit(2);
}
const target = path.join(developmentTablesDirectory(), 'files');
mkdirSync(target, { recursive: true });

function gitDirectory(repository: string): string | undefined {
  const base = path.join(mirror as string, repository.replace('/', '+'), 'repo');
  if (existsSync(path.join(base, '.git'))) return path.join(base, '.git');
  return existsSync(base) ? base : undefined;
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

let failed = 0;
let rebuilt = 0;
for (const file of readDevelopmentManifest()) {
  const out = path.join(target, file.file);
  if (existsSync(out) && sha256(readFileSync(out)) === file.sha256) {
    rebuilt += 1;
    continue;
  }
  const { repository, commit, path: source } = file.source;
  const gitDir = gitDirectory(repository);
  const where = `${file.file} — ${repository}@${commit}:${source}`;
  if (!gitDir) {
    failed += 1;
    console.log(`  no snapshot: ${where}`);
    continue;
  }
  let whole: Buffer;
  try {
    whole = execFileSync('git', ['--git-dir', gitDir, 'show', `${commit}:${source}`], {
      maxBuffer: 1 << 30,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    failed += 1;
    console.log(`  commit or path absent from the snapshot: ${where}`);
    continue;
  }
  const titleLines = file.header ? (file.headerLine ?? 0) + 1 : (file.headerLine ?? 0);
  const rows = Number(/\d+/.exec(file.rows)?.[0] ?? NaN);
  const match = trimmedCandidates(whole, titleLines, rows).find(
    (bytes) => sha256(bytes) === file.sha256,
  );
  if (!match) {
    failed += 1;
    console.log(`  no cut matches the sha256: ${where}`);
    continue;
  }
  writeFileSync(out, match);
  rebuilt += 1;
}
console.log(`bench:sensitive-real-rebuild rebuilt=${rebuilt} failed=${failed}`);
process.exitCode = failed === 0 ? 0 : 1;
