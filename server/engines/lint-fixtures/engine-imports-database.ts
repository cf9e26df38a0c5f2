// Deliberately wrong: an engine must not reach the database. Linted by server/lint-boundaries.test.ts.
import { instances } from '#server/db/schema/index.js';

export const wrong = instances;
