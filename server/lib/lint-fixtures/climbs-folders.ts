// Deliberately wrong: climbing two folders instead of starting at #server/. Linted by
// lint-boundaries.test.ts; one folder up (line 5) is fine.
import type { Database } from '../../db/database.js';
export type { Config } from '../../config/config.js';
import { projectRoot } from '../project-root.js';

export const wrong = async (database: Database) => [
  database,
  projectRoot,
  await import('../../../contract/enums.js'),
];
