import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * The built server resolves its root aliases (`#server/…`, `#contract/…`) inside dist/: Node reads
 * "imports" from the package.json nearest to the importing file, so dist/package.json repeats the
 * project's map, whose targets (`./server/*`) then point to the built `.js` files. Run by
 * `npm run build:server` after tsc. It has no "name", which tells it from the project's own
 * package.json (server/lib/project-root.ts).
 */
const { imports } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
mkdirSync(new URL('../dist', import.meta.url), { recursive: true });
writeFileSync(
  new URL('../dist/package.json', import.meta.url),
  JSON.stringify({ private: true, type: 'module', imports }, null, 2) + '\n',
);
