import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import {
  booleanFlag,
  commaSeparated,
  deploymentConfigOf,
  ZDeploymentEnvironment,
  type DeploymentConfig,
} from './deployment.js';

export const serverRoles = ['all', 'web', 'worker'] as const;
export type ServerRole = (typeof serverRoles)[number];

export const logFormats = ['auto', 'pretty', 'json'] as const;
export type LogFormat = (typeof logFormats)[number];

const ZEnvironment = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/ })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Catalogue Steward <no-reply@localhost>'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    LOG_FORMAT: z.enum(logFormats).default('auto'),
    ROLE: z.enum(serverRoles).default('all'),
    ALLOW_PRIVATE_URLS: booleanFlag.default(false),
    ALLOWED_ADDRESS_RANGES: commaSeparated.refine(
      (ranges) => ranges.every((range) => ipaddr.isValidCIDR(range)),
      {
        message: 'must be CIDR ranges separated by commas, e.g. 10.1.2.0/24,fd12::/64',
      },
    ),
    LINK_CONFIRM_AFTER_MINUTES: z.coerce.number().min(0).max(10_080).default(60),
    LINK_CHECK_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(30),
    LINK_CHECK_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
    LINK_CHECK_PART_SIZE: z.coerce.number().int().min(1).default(20_000),
    CHECK_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024, 'must be at least 1024 bytes')
      .default(100 * 1024 * 1024),
    CHECK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    IMPORT_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024, 'must be at least 1024 bytes')
      .default(100 * 1024 * 1024),
    IMPORT_MAX_ROWS: z.coerce.number().int().min(1).default(500_000),
    CATALOGUE_MAX_RESPONSE_BYTES: z.coerce
      .number()
      .int()
      .min(1024, 'must be at least 1024 bytes')
      .default(64 * 1024 * 1024),
    CATALOGUE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  })
  .extend(ZDeploymentEnvironment.shape);

export interface Config extends DeploymentConfig {
  port: number;
  host: string;
  baseUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  secret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof ZEnvironment>['LOG_LEVEL'];
  /** `auto`: one coloured line per entry at a terminal, JSON lines otherwise (files, collectors). */
  logFormat: LogFormat;
  role: ServerRole;
  /** Lets checks and harvests reach loopback and private addresses (tests, the sample catalogue). */
  allowPrivateUrls: boolean;
  /**
   * Non-public ranges requests to user-given URLs may still reach (an intranet catalogue or file
   * server), while the rest of the private network stays refused.
   */
  allowedAddressRanges: string[];
  /** A link is dead only after two failed checks at least this far apart; until then unknown. */
  linkConfirmAfterMs: number;
  /** Limit for one link request, from sending it to its response headers. */
  linkCheckTimeoutMs: number;
  /** Further attempts after a transient failure (time-out, 429, 5xx…) within one check. */
  linkCheckRetries: number;
  /** An instance's check is split into parts of about this many links that any worker can take. */
  linkCheckPartSize: number;
  /** A sensitive-information check refuses files larger than this (download and spreadsheet). */
  checkMaxBytes: number;
  /** A check's download gives up after this long. */
  checkTimeoutSeconds: number;
  /** A CSV import refuses files larger than this. */
  importMaxBytes: number;
  /** … and files with more rows than this. */
  importMaxRows: number;
  /** One answer of a catalogue's API may be at most this long; a longer one fails the call. */
  catalogueMaxResponseBytes: number;
  /** One call to a catalogue's API, from sending it to the answer's last byte. */
  catalogueTimeoutMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv.slice(2),
): Config {
  const roleFlag = argv.find((arg) => arg.startsWith('--role='))?.slice('--role='.length);
  const parsed = ZEnvironment.safeParse({ ...env, ...(roleFlag ? { ROLE: roleFlag } : {}) });
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  if (values.ROLE !== 'all' && !values.DATABASE_URL) {
    throw new ConfigError(
      `Invalid configuration:\n  ROLE: '${values.ROLE}' needs DATABASE_URL (PostgreSQL); the embedded database serves one process, which runs web and worker together`,
    );
  }
  const deployment = deploymentConfigOf(values);
  if ('problems' in deployment) {
    throw new ConfigError(`Invalid configuration:\n  ${deployment.problems.join('\n  ')}`);
  }
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    ...deployment.config,
    port: values.PORT,
    host: values.HOST,
    baseUrl: (values.BASE_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: values.DATABASE_URL,
    secret: values.SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT,
    role: values.ROLE,
    allowPrivateUrls: values.ALLOW_PRIVATE_URLS,
    allowedAddressRanges: values.ALLOWED_ADDRESS_RANGES,
    linkConfirmAfterMs: values.LINK_CONFIRM_AFTER_MINUTES * 60_000,
    linkCheckTimeoutMs: values.LINK_CHECK_TIMEOUT_SECONDS * 1000,
    linkCheckRetries: values.LINK_CHECK_RETRIES,
    linkCheckPartSize: values.LINK_CHECK_PART_SIZE,
    checkMaxBytes: values.CHECK_MAX_BYTES,
    checkTimeoutSeconds: values.CHECK_TIMEOUT_SECONDS,
    importMaxBytes: values.IMPORT_MAX_BYTES,
    importMaxRows: values.IMPORT_MAX_ROWS,
    catalogueMaxResponseBytes: values.CATALOGUE_MAX_RESPONSE_BYTES,
    catalogueTimeoutMs: values.CATALOGUE_TIMEOUT_SECONDS * 1000,
  };
}

/** SECRET unset: generate one on first run and keep it in DATA_DIR, readable by the owner only. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < 32)
      throw new ConfigError(`SECRET: the file ${file} holds a secret shorter than 32 characters`);
    return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
