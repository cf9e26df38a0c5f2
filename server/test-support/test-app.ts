import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { loadConfig, type Config } from '../config/config.js';
import type { DatabaseHandle } from '../db/database.js';
import { buildApp } from '../http/build-app.js';
import { jobRegistry } from '../jobs/registry.js';
import { createRuntime, type Runtime, type RuntimeOptions } from '../runtime.js';
import { openTestDatabase } from './template-database.js';

export interface TestApp {
  app: FastifyInstance;
  runtime: Runtime;
  config: Config;
  /** Origin header the app trusts (better-auth and the functions both check it). */
  origin: string;
  close(): Promise<void>;
}

export interface TestAppOptions extends Pick<
  RuntimeOptions,
  'authRateLimits' | 'mailer' | 'logger' | 'lookup' | 'jobPollingIntervalSeconds'
> {
  /** Listen on this port (browser tests); otherwise requests go through app.inject. */
  port?: number;
  env?: Record<string, string>;
  /** Run the job worker in this process (default true). */
  worker?: boolean;
  /** A migrated database to run on instead of a fresh one from the template (closed with the app). */
  database?: DatabaseHandle;
}

/** The real app — real database, real job queue, real HTTP stack — on a fresh database. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const port = options.port ?? 3000;
  const config = loadConfig(
    {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cs-test-')),
      PORT: String(port),
      BASE_URL: `http://localhost:${port}`,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
      ALLOW_PRIVATE_URLS: 'true',
      ...options.env,
    },
    [],
  );
  const runtime = await createRuntime(config, jobRegistry, {
    database: options.database ?? (await openTestDatabase()),
    logger: options.logger ?? pino({ level: config.logLevel }),
    jobPollingIntervalSeconds: options.jobPollingIntervalSeconds ?? 0.5,
    authRateLimits: options.authRateLimits ?? { signInPerMinute: 1000, signUpPerMinute: 1000 },
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.lookup ? { lookup: options.lookup } : {}),
  });
  if (options.worker !== false) await runtime.jobs.work({ runtime });
  const app = await buildApp(runtime);
  if (options.port !== undefined) await app.listen({ port, host: '127.0.0.1' });
  else await app.ready();
  return {
    app,
    runtime,
    config,
    origin: config.baseUrl,
    async close() {
      await app.close();
      await runtime.close();
    },
  };
}
