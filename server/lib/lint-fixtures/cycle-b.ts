// Deliberately wrong: cycle-b and cycle-a import each other (this side through the alias). Linted by server/lint-boundaries.test.ts.
import { a } from '#server/lib/lint-fixtures/cycle-a.js';

export const b = () => a;
