/**
 * Fails when the Drizzle schema and the migrations disagree: it copies the migrations into a
 * temporary folder, runs `drizzle-kit generate` there, and expects nothing new. A change to
 * server/db/schema without its migration (or a hand-edited migration) is caught before merge.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const migrationsFolder = 'server/db/migrations';
// drizzle-kit only accepts an output folder relative to the project, so the scratch copy lives in .tmp.
mkdirSync('.tmp', { recursive: true });
const scratch = mkdtempSync(path.join('.tmp', 'schema-check-'));
const scratchMigrations = path.join(scratch, 'migrations');

function sqlFiles(folder: string): string[] {
  return readdirSync(folder).filter((name) => name.endsWith('.sql'));
}

try {
  cpSync(migrationsFolder, scratchMigrations, { recursive: true });
  const before = sqlFiles(scratchMigrations);
  const generate = spawnSync(
    'npx',
    [
      'drizzle-kit',
      'generate',
      '--dialect=postgresql',
      '--schema=./server/db/schema/index.ts',
      `--out=${scratchMigrations}`,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // drizzle-kit exits 0 even when it throws, so its output is read as well.
  if (generate.status !== 0 || /\bError\b|ENOENT/.test(generate.stderr + generate.stdout)) {
    console.error(generate.stdout, generate.stderr);
    console.error('db:check: drizzle-kit generate failed (see above).');
    process.exit(1);
  }
  const added = sqlFiles(scratchMigrations).filter((name) => !before.includes(name));
  if (added.length > 0) {
    console.error(
      `db:check: the schema has changes no migration covers; run \`npm run db:generate\` (it would add ${added.join(', ')}).`,
    );
    process.exit(1);
  }
  console.warn('db:check: schema and migrations agree.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
