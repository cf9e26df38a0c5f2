import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { toLocale } from '../../contract/locales.js';
import type { Config } from '../config/config.js';
import type { Database } from '../db/database.js';
import * as schema from '../db/schema/index.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { queueMail } from '../services/mail/queue-mail.js';
import { registrationsOpen } from '../services/system/system-settings.js';

export const passwordPolicy = { minLength: 10, maxLength: 128 } as const;
/** Verification links last a day; after that the page offers to send a new one. */
export const verificationLinkSeconds = 24 * 60 * 60;

export interface AuthRateLimits {
  /** Sign-in attempts per IP address and minute. */
  signInPerMinute: number;
  signUpPerMinute: number;
}

export const defaultAuthRateLimits: AuthRateLimits = { signInPerMinute: 10, signUpPerMinute: 5 };

export function createAuth(deps: {
  config: Config;
  db: Database;
  jobs: JobQueue;
  logger: Logger;
  rateLimits?: AuthRateLimits;
}) {
  const { config, db, jobs } = deps;
  const limits = deps.rateLimits ?? defaultAuthRateLimits;
  return betterAuth({
    appName: 'Catalogue Steward',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.secret,
    trustedOrigins: [config.baseUrl, 'http://localhost:5173', 'http://127.0.0.1:5173'],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
      },
    }),
    logger: {
      log: (level, message) => deps.logger[level]({ auth: true }, message),
    },
    user: {
      additionalFields: {
        isSystemAdmin: { type: 'boolean', input: false, defaultValue: false, required: false },
        locale: { type: 'string', input: true, defaultValue: 'en', required: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: passwordPolicy.minLength,
      maxPasswordLength: passwordPolicy.maxLength,
      // A sign-up with a known address answers like a new one (no probing for accounts) and mails the owner.
      onExistingUserSignUp: async ({ user }) => {
        await queueMail(jobs, {
          to: user.email,
          template: 'existingAccount',
          locale: toLocale((user as { locale?: string }).locale),
          params: { name: user.name, url: `${config.baseUrl}/login` },
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: verificationLinkSeconds,
      sendVerificationEmail: async ({ user, token }) => {
        await queueMail(jobs, {
          to: user.email,
          template: 'verifySignup',
          locale: toLocale((user as { locale?: string }).locale),
          params: { name: user.name, url: `${config.baseUrl}/signup/verification/${token}` },
        });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 14,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: limits.signInPerMinute },
        '/sign-up/email': { window: 60, max: limits.signUpPerMinute },
        '/send-verification-email': { window: 60, max: limits.signUpPerMinute },
      },
    },
    advanced: {
      cookiePrefix: 'cs',
      useSecureCookies: config.baseUrl.startsWith('https://'),
      // Set by our HTTP layer from the socket address; a client cannot choose its own bucket.
      ipAddress: { ipAddressHeaders: ['x-client-address'] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email' && !(await registrationsOpen(db))) {
          throw new APIError('FORBIDDEN', {
            message: 'Registrations are closed',
            code: 'REGISTRATIONS_CLOSED',
          });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await becomeFirstSystemAdministrator(db, user.id);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The first account of a fresh install administers the system; the lock settles a race of two first sign-ups. */
async function becomeFirstSystemAdministrator(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${firstAdministratorLockId})`);
    await tx
      .update(schema.users)
      .set({ isSystemAdmin: true })
      .where(
        and(
          eq(schema.users.id, userId),
          sql`not exists (select 1 from ${schema.users} where ${schema.users.isSystemAdmin})`,
        ),
      );
  });
}

const firstAdministratorLockId = 7_240_114;
