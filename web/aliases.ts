import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * Imports that leave their own folder start at a root instead of climbing `../../..`:
 * `@web/…` is web/src, `@contract/…` the shared contract. The same map is in web/tsconfig.json
 * (types, ESLint) and serves Vite and Vitest.
 */
export const webAliases = {
  '@web': path.join(webRoot, 'src'),
  '@contract': path.join(webRoot, '../contract'),
};
