// Deliberately wrong: cycle-b and cycle-a import each other. Linted by server/lint-boundaries.test.ts.
import { a } from './cycle-a.js';

export const b = () => a;
