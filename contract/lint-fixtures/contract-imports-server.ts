// Deliberately wrong: the contract must not import the server. Linted by server/lint-boundaries.test.ts.
import { jobRegistry } from '#server/jobs/registry.js';

export const wrong = jobRegistry;
