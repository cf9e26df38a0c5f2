// Deliberately wrong: cycle-a and cycle-b import each other. Linted by eslint-boundaries.test.ts.
import { b } from './cycle-b.js';

export const a = () => b;
