import type { LookupFunction } from 'node:net';
import type { Logger } from 'pino';
import type { Config } from './config/config.js';
import type { Database, DatabaseHandle } from './db/database.js';
import { openDatabase } from './db/open-database.js';
import { migrateDatabase } from './db/migrate.js';
import { JobQueue } from './jobs/job-queue.js';
import type { RunnableJob } from './jobs/job-kind.js';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer.js';
import { createAuth, resolveAuthRateLimits, type Auth, type AuthRateLimits } from './auth/auth.js';
import { createLogger } from './lib/create-logger.js';
import { createSensitiveScanPool, type SensitiveScanPool } from './engines/sensitive/index.js';
import { createMetrics, type Metrics } from './metrics/metrics.js';
import type { NetworkAccess } from './lib/network-guard/network-access.js';

/** Everything a request handler or a job needs, built once per process. */
export interface Runtime {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  db: Database;
  jobs: JobQueue<{ runtime: Runtime }>;
  auth: Auth;
  mailer: Mailer;
  /** What harvests, checks and link checks may reach (the address guard against SSRF). */
  networkAccess: NetworkAccess;
  /** Sign-in, sign-up, password-reset and invitation limits in force. */
  rateLimits: Required<AuthRateLimits>;
  /** Request latencies recorded here; queue and run figures read from the database when scraped. */
  metrics: Metrics;
  /** The sensitive-information scan pool (worker threads), started by the first check. */
  sensitiveScanPool(): SensitiveScanPool;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  logger?: Logger;
  /** Tests hand in a database started from a migrated template. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  authRateLimits?: AuthRateLimits;
  jobPollingIntervalSeconds?: number;
  /** Tests hand in a resolver (say, one whose answers change: DNS rebinding); else the system's. */
  lookup?: LookupFunction;
}

/** The jobs this process knows: handed in by the entry point (server/jobs/registry.ts). */
export type JobRegistry = readonly RunnableJob<{ runtime: Runtime }>[];

export async function createRuntime(
  config: Config,
  jobRegistry: JobRegistry,
  options: RuntimeOptions = {},
): Promise<Runtime> {
  const logger = options.logger ?? createLogger(config);
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  try {
    if (!options.database) await migrateDatabase(database);
    const jobs = new JobQueue<{ runtime: Runtime }>(database, jobRegistry, logger, {
      supervise: config.role !== 'web',
      ...(options.jobPollingIntervalSeconds
        ? { pollingIntervalSeconds: options.jobPollingIntervalSeconds }
        : {}),
    });
    await jobs.start();
    const mailer =
      options.mailer ??
      (config.smtpUrl
        ? createSmtpMailer(config.smtpUrl, config.mailFrom)
        : createOutboxMailer(database.db, logger));
    const auth = createAuth({
      config,
      db: database.db,
      jobs,
      logger,
      ...(options.authRateLimits ? { rateLimits: options.authRateLimits } : {}),
    });
    let scanPool: SensitiveScanPool | undefined;
    return {
      config,
      logger,
      database,
      db: database.db,
      jobs,
      auth,
      mailer,
      networkAccess: {
        allowPrivateAddresses: config.allowPrivateUrls,
        allowedAddressRanges: config.allowedAddressRanges,
        ...(options.lookup ? { lookup: options.lookup } : {}),
      },
      rateLimits: resolveAuthRateLimits(options.authRateLimits),
      metrics: createMetrics(
        database,
        jobRegistry.map((job) => job.name),
      ),
      sensitiveScanPool() {
        // Each worker loads ~100 MB of dictionaries: web-only processes never start one.
        scanPool ??= createSensitiveScanPool();
        return scanPool;
      },
      async close() {
        await jobs.stop();
        await scanPool?.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
