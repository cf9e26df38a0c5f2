// Deliberately wrong: a service must not know about HTTP or Fastify. Linted by server/lint-boundaries.test.ts.
import type { FastifyRequest } from 'fastify';
import type { buildApp } from '#server/http/build-app.js';

export type Wrong = FastifyRequest | typeof buildApp;
