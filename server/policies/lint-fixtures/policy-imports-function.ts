// Deliberately wrong: a policy must not depend on the functions that call it. Linted by
// server/lint-boundaries.test.ts.
import type { functionRegistry } from '#server/functions/registry.js';

export type Wrong = typeof functionRegistry;
