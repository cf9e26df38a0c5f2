// Deliberately wrong: a service states the parts it uses, never the whole runtime. Linted by lint-boundaries.test.ts.
import type { Runtime } from '#server/runtime.js';

export type Wrong = Runtime;
