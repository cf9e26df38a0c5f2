import { z } from 'zod';
import { defineFunction } from './define.js';

export const ZAccountUser = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  emailVerified: z.boolean(),
  isSystemAdmin: z.boolean(),
  locale: z.enum(['en', 'ja']),
});
export type AccountUser = z.infer<typeof ZAccountUser>;

/** The claims the SPA reads: who is signed in and what they may do. */
export const ZAccountClaims = z.object({
  user: ZAccountUser.nullable(),
});
export type AccountClaims = z.infer<typeof ZAccountClaims>;

export const accountGet = defineFunction('account.get', {
  access: 'public',
  input: z.object({}).default({}),
  output: ZAccountClaims,
});

export const ZDisplayName = z.string().trim().min(1).max(80);

export const accountUpdateProfile = defineFunction('account.updateProfile', {
  input: z.object({ displayName: ZDisplayName, locale: z.enum(['en', 'ja']).optional() }),
  output: ZAccountUser,
});
