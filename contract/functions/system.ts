import { z } from 'zod';
import { defineFunction } from './define.js';

export const ZSystemSettings = z.object({
  /** The systemSettings document's enableRegistrations. */
  enableRegistrations: z.boolean(),
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
  input: z.object({ enableRegistrations: z.boolean() }),
  output: ZSystemSettingsAnswer,
});
