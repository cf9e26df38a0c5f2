// Deliberately wrong: cycle-a and cycle-b import each other. Linted by server/lint-boundaries.test.ts.
import { b } from './cycle-b.js';

export const a = () => b;
