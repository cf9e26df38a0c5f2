import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A package.json with a name: dist/package.json, which only maps the built aliases, has none. */
const isProjectPackage = (dir: string) => {
  const file = path.join(dir, 'package.json');
  return existsSync(file) && 'name' in (JSON.parse(readFileSync(file, 'utf8')) as object);
};

/** The folder holding package.json, whether we run from source (tsx) or from dist/. */
export const projectRoot: string = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!isProjectPackage(dir)) {
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
})();
