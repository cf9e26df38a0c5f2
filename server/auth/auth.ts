import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { toLocale } from '#contract/locales.js';
import type { Config } from '../config/config.js';
import type { Database } from '../db/database.js';
import * as schema from '../db/schema/index.js';
import type { JobSender } from '../jobs/job-kind.js';
import { queueMail } from '../services/mail/queue-mail.js';
import { consumeRateLimit } from '../services/rate-limits/consume-rate-limit.js';
import { registrationsOpen } from '../services/system/system-settings.js';
import { accountSignInThrottle } from './account-throttle.js';
import { guardSingleSignOnSignUp, singleSignOnPlugins } from './single-sign-on.js';
import { passwordPolicy, passwordProblem } from './password-policy.js';

export { passwordPolicy };
/** Verification links last a day; after that the page offers to send a new one. */
export const verificationLinkSeconds = 24 * 60 * 60;
/** Password-reset links last an hour. */
export const passwordResetLinkSeconds = 60 * 60;

export interface AuthRateLimits {
  /** Sign-in attempts per client address and minute (loose: an office may share one address). */
  signInPerMinute: number;
  /** Failed sign-ins per account and quarter of an hour, from any address. */
  signInFailuresPerAccount?: number;
  signUpPerMinute: number;
  /** Password-reset requests per IP address and quarter of an hour. */
  passwordResetsPerQuarterHour?: number;
  /** Reset mails one address receives per hour, whoever asks (no mail bombing). */
  passwordResetMailsPerHour?: number;
  /** Invitations (new or resent) one person may send per hour. */
  invitationsPerHour?: number;
}

export const defaultAuthRateLimits: Required<AuthRateLimits> = {
  signInPerMinute: 30,
  signInFailuresPerAccount: 10,
  signUpPerMinute: 5,
  passwordResetsPerQuarterHour: 5,
  passwordResetMailsPerHour: 3,
  invitationsPerHour: 30,
};

export function resolveAuthRateLimits(limits: AuthRateLimits = defaultAuthRateLimits) {
  return { ...defaultAuthRateLimits, ...limits } as Required<AuthRateLimits>;
}

/** The routes that take a new password, and the body field that holds it. */
const newPasswordFields: Record<string, string> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
  '/reset-password': 'newPassword',
};

/** Vite's dev server, which proxies /api to a server on this machine. */
const devServerOrigins = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/**
 * The origins whose pages may use a session: the app's own, and the dev server only when the app
 * itself runs on this machine. A public install must not trust whatever page a user's machine
 * serves on port 5173.
 */
function trustedOriginsFor(baseUrl: string): string[] {
  const { hostname } = new URL(baseUrl);
  const local = hostname === 'localhost' || hostname === '127.0.0.1';
  return local ? [baseUrl, ...devServerOrigins] : [baseUrl];
}

export function createAuth(deps: {
  config: Config;
  db: Database;
  jobs: JobSender;
  logger: Logger;
  rateLimits?: AuthRateLimits;
}) {
  const { config, db, jobs } = deps;
  const limits = resolveAuthRateLimits(deps.rateLimits);
  const accountThrottle = accountSignInThrottle(db, {
    windowSeconds: 15 * 60,
    max: limits.signInFailuresPerAccount,
  });
  return betterAuth({
    appName: 'Catalogue Steward',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.secret,
    trustedOrigins: trustedOriginsFor(config.baseUrl),
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
    emailAndPassword: {
      // PASSWORD_SIGN_IN=false: the organisation's provider only (no password sign-in or sign-up).
      enabled: config.passwordSignIn,
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
      resetPasswordTokenExpiresIn: passwordResetLinkSeconds,
      // A new password ends every session: whoever knew the old one is out.
      revokeSessionsOnPasswordReset: true,
      // …and lifts a lock on the account that failed guesses put there (account-throttle.ts).
      onPasswordReset: async ({ user }) => {
        await accountThrottle.clear(user.email);
      },
      sendResetPassword: async ({ user, token }) => {
        const perAddress = await consumeRateLimit(db, `password-reset-mail:${user.id}`, {
          windowSeconds: 60 * 60,
          max: limits.passwordResetMailsPerHour,
        });
        // The answer stays the same either way: no probing, and no flood of mail to one person.
        if (!perAddress.allowed) return;
        await queueMail(jobs, {
          to: user.email,
          template: 'passwordReset',
          locale: toLocale((user as { locale?: string }).locale),
          params: { name: user.name, url: `${config.baseUrl}/password-reset/${token}` },
        });
      },
    },
    user: {
      additionalFields: {
        isSystemAdmin: { type: 'boolean', input: false, defaultValue: false, required: false },
        locale: { type: 'string', input: true, defaultValue: 'en', required: false },
      },
      // The new address gets a link; the account keeps the old one until it is opened.
      changeEmail: { enabled: true },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: verificationLinkSeconds,
      sendVerificationEmail: async ({ user, token }) => {
        const locale = toLocale((user as { locale?: string }).locale);
        // A change of address has its own page: the sign-up pages close with registrations.
        if (isEmailChangeToken(token)) {
          await queueMail(jobs, {
            to: user.email,
            template: 'confirmEmailChange',
            locale,
            params: { name: user.name, url: `${config.baseUrl}/email-change/${token}` },
          });
          return;
        }
        await queueMail(jobs, {
          to: user.email,
          template: 'verifySignup',
          locale,
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
        // Starts a provider's sign-in (no password here: the provider guards its own).
        '/sign-in/social': { window: 60, max: limits.signInPerMinute },
        '/sign-up/email': { window: 60, max: limits.signUpPerMinute },
        '/send-verification-email': { window: 60, max: limits.signUpPerMinute },
        '/request-password-reset': { window: 15 * 60, max: limits.passwordResetsPerQuarterHour },
        // Both take the current password or a new address: guarded like a sign-in.
        '/change-password': { window: 60, max: limits.signInPerMinute },
        '/change-email': { window: 60, max: limits.signInPerMinute },
      },
    },
    advanced: {
      cookiePrefix: 'cs',
      useSecureCookies: config.baseUrl.startsWith('https://'),
      // Said outright: better-auth turns both checks off by itself when NODE_ENV=test or TEST is
      // set, and an environment variable must never switch off CSRF protection in production.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      // Set by our HTTP layer from the socket address; a client cannot choose its own bucket.
      ipAddress: { ipAddressHeaders: ['x-client-address'] },
      // A session and its user in one statement (relations in db/schema/auth.ts), not two: every
      // signed-in request reads them, and the session row is still read every time, so signing
      // out everywhere takes effect at once.
      database: { joins: true },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email' && !(await registrationsOpen(db))) {
          throw new APIError('FORBIDDEN', {
            message: 'Registrations are closed',
            code: 'REGISTRATIONS_CLOSED',
          });
        }
        if (ctx.path === '/sign-in/email') {
          const email = (ctx.body as { email?: unknown } | undefined)?.email;
          if (typeof email === 'string') {
            const attempt = await accountThrottle.consume(email);
            if (!attempt.allowed) {
              throw new APIError(
                'TOO_MANY_REQUESTS',
                {
                  message: 'Too many failed sign-ins for this account; try again later',
                  code: 'ACCOUNT_SIGN_IN_THROTTLED',
                },
                { 'retry-after': String(attempt.retryAfterSeconds) },
              );
            }
          }
        }
        const field = newPasswordFields[ctx.path];
        const password = field ? (ctx.body as Record<string, unknown> | undefined)?.[field] : null;
        if (typeof password === 'string' && passwordProblem(password) === 'PASSWORD_TOO_COMMON') {
          throw new APIError('BAD_REQUEST', {
            message: 'This password is among the most common ones; choose another',
            code: 'PASSWORD_TOO_COMMON',
          });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // A sign-in that succeeded hands its attempt back: only failures count against the account.
        if (ctx.path === '/sign-in/email' && ctx.context.newSession) {
          await accountThrottle.giveBack(ctx.context.newSession.user.email);
        }
      }),
    },
    plugins: singleSignOnPlugins(config),
    // A refused or broken provider sign-in comes back to the login page, which explains `?error=`.
    onAPIError: { errorURL: `${config.baseUrl}/login` },
    account: {
      // A provider's sign-in joins an existing account only when the provider says the address
      // is verified and the account's own address was verified too (better-auth's defaults,
      // said outright): nobody takes over an account by registering its address unverified.
      accountLinking: { enabled: true, requireLocalEmailVerified: true },
    },
    databaseHooks: {
      session: {
        create: {
          // better-auth keeps only the /64 of an IPv6 address (its rate-limit key); the sessions
          // list shows the person's exact address, which our HTTP layer set from the socket or
          // the trusted proxy's header.
          before: async (session, context) => {
            const address =
              context?.request?.headers.get('x-client-address') ??
              context?.headers?.get('x-client-address');
            return address ? { data: { ...session, ipAddress: address } } : undefined;
          },
        },
      },
      user: {
        create: {
          before: async (user, context) => {
            await guardSingleSignOnSignUp(db, user.email, context?.path);
          },
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

/** Whether a verification token (a JWT we signed) asks to move an account to a new address. */
function isEmailChangeToken(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      updateTo?: unknown;
    };
    return typeof payload.updateTo === 'string';
  } catch {
    return false;
  }
}
