import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

/**
 * Rewrites imports that climb two or more folders (`../../x`) into the project's root aliases
 * (`#server/…`, `#contract/…`, `#sample-catalogue/…`: package.json "imports"). Idempotent: run it
 * again after a merge, on everything or on the files named as arguments. It prints how many
 * imports it rewrote and lists the climbing imports that remain (a target outside the aliased
 * roots, such as a bench loading dist/ on purpose). Changed files are formatted with Prettier.
 *
 *   npx tsx scripts/rewrite-climbing-imports.ts [file or folder ...]
 */
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultFolders = ['server', 'contract', 'sample-catalogue', 'bench', 'e2e', 'scripts'];
const aliasedRoots = ['server', 'contract', 'sample-catalogue'];
const sourceFile = /\.(ts|tsx|mts|cts|js|mjs)$/;
const skippedFolders = new Set(['node_modules', 'dist', 'out', 'artifacts']);
/** The fixtures that climb on purpose, to prove the lint rule fires. */
const climbsOnPurpose = /climbs-folders\.[a-z]+$/;
/** A module specifier after `from`, `import`, `import(`, `export … from` or `vi.mock(`. */
const specifier =
  /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|unmock|importActual)\(\s*)(['"])((?:\.\.\/){2,}[^'"\n]*)\2/g;

async function filesUnder(target: string): Promise<string[]> {
  const entries = await readdir(target, { withFileTypes: true }).catch(() => null);
  if (!entries) return sourceFile.test(target) ? [target] : [];
  const nested = await Promise.all(
    entries
      .filter((entry) => !skippedFolders.has(entry.name))
      .map((entry) => filesUnder(path.join(target, entry.name))),
  );
  return nested.flat();
}

function aliasFor(file: string, climbing: string): string | null {
  const target = path.relative(projectRoot, path.resolve(path.dirname(file), climbing));
  const [root] = target.split(path.sep);
  if (!root || !aliasedRoots.includes(root)) return null;
  return `#${target.split(path.sep).join('/')}`;
}

const targets = process.argv.slice(2);
const files = (
  await Promise.all(
    (targets.length > 0 ? targets : defaultFolders).map((target) =>
      filesUnder(path.resolve(projectRoot, target)),
    ),
  )
)
  .flat()
  .filter((file) => !climbsOnPurpose.test(file));

let rewritten = 0;
let changedFiles = 0;
const remaining: string[] = [];
for (const file of files) {
  const text = await readFile(file, 'utf8');
  let changed = 0;
  const next = text.replace(specifier, (whole, before: string, quote: string, climbing: string) => {
    const alias = aliasFor(file, climbing);
    if (!alias) {
      remaining.push(`${path.relative(projectRoot, file)}: ${climbing}`);
      return whole;
    }
    changed += 1;
    return `${before}${quote}${alias}${quote}`;
  });
  if (changed === 0) continue;
  const options = await prettier.resolveConfig(file);
  await writeFile(file, await prettier.format(next, { ...options, filepath: file }));
  rewritten += changed;
  changedFiles += 1;
}

for (const line of remaining) console.log(`climbing: ${line}`);
console.log(
  `rewrote ${rewritten} climbing imports in ${changedFiles} files; ${remaining.length} climbing imports remain`,
);
