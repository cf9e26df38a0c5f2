import { z } from 'zod';
import { defineFunction } from './define.js';

/** Whole days a log is kept: 1 to 3650 (ten years). */
export const ZRetentionDays = z
  .number({ error: 'retentionDays' })
  .int('retentionDays')
  .min(1, 'retentionDays')
  .max(3650, 'retentionDays');

/** How long the daily maintenance.pruneLogs job keeps each kind of log, in days. */
export const ZRetention = z.object({
  /** Sensitive checks with their findings, link checks with their results. */
  checkLogDays: ZRetentionDays,
  /** The events list. */
  eventDays: ZRetentionDays,
  /** Change histories; null keeps them for ever. */
  historyDays: ZRetentionDays.nullable(),
});
export type Retention = z.infer<typeof ZRetention>;

export const ZSystemSettings = z.object({
  /** The systemSettings document's enableRegistrations. */
  enableRegistrations: z.boolean(),
  retention: ZRetention,
});
export type SystemSettings = z.infer<typeof ZSystemSettings>;

/**
 * The stored settings with what the installation's configuration decides and the web must know
 * before anyone signs in: how people sign in, and whether avatars may be fetched from outside.
 */
export const ZSystemSettingsAnswer = ZSystemSettings.extend({
  signIn: z.object({
    /** E-mail and password (off when PASSWORD_SIGN_IN=false). */
    password: z.boolean(),
    /** The organisation's OpenID provider, shown as "Sign in with <name>". */
    singleSignOn: z.object({ name: z.string() }).nullable(),
  }),
  /** `external`: the avatar service's picture; `local`: the identicon drawn here, nothing sent out. */
  avatars: z.enum(['external', 'local']),
});
export type SystemSettingsAnswer = z.infer<typeof ZSystemSettingsAnswer>;

export const systemGetSettings = defineFunction('system.getSettings', {
  access: 'public',
  input: z.object({}).default({}),
  output: ZSystemSettingsAnswer,
});

export const systemUpdateSettings = defineFunction('system.updateSettings', {
  input: z.object({
    enableRegistrations: z.boolean().optional(),
    retention: ZRetention.optional(),
  }),
  output: ZSystemSettingsAnswer,
});
