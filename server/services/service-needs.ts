import type { Logger } from 'pino';
import type { Auth, AuthRateLimits } from '../auth/auth.js';
import type { Config } from '../config/config.js';
import type { Database, DatabaseHandle } from '../db/database.js';
import type { SensitiveScanPool } from '../engines/sensitive/index.js';
import type { JobSender } from '../jobs/job-kind.js';
import type { NetworkAccess } from '../lib/network-guard/network-access.js';

/*
 * What a service may be handed. Each service states the parts it uses as an intersection of
 * these (the runtime fits every one), never the whole runtime: a service that needs a new part
 * says so in its signature, and a test can hand in just that part.
 */

export interface DatabaseNeed {
  db: Database;
}

export interface LoggerNeed {
  logger: Logger;
}

export interface JobsNeed {
  jobs: JobSender;
}

export interface ConfigNeed {
  config: Config;
}

/** Reaching a catalogue or a resource's host: its settings and the address guard (SSRF). */
export interface NetworkNeed extends ConfigNeed {
  networkAccess: NetworkAccess;
}

/** The database handle itself (its kind and maintenance), beyond the query builder. */
export interface DatabaseHandleNeed {
  database: DatabaseHandle;
}

export interface AuthNeed {
  auth: Auth;
}

export interface RateLimitsNeed {
  rateLimits: Required<AuthRateLimits>;
}

export interface ScanPoolNeed {
  sensitiveScanPool(): SensitiveScanPool;
}
