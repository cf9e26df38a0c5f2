import { z } from 'zod';
import { defineFunction } from './define.js';

export const ZSessionUser = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  emailVerified: z.boolean(),
  isSystemAdmin: z.boolean(),
  locale: z.enum(['en', 'ja']),
});
export type SessionUser = z.infer<typeof ZSessionUser>;

/** The claims the SPA reads: who is signed in and what they may do. */
export const ZSessionClaims = z.object({
  user: ZSessionUser.nullable(),
});
export type SessionClaims = z.infer<typeof ZSessionClaims>;

export const sessionGet = defineFunction('session.get', {
  access: 'public',
  input: z.object({}).default({}),
  output: ZSessionClaims,
});

export const ZDisplayName = z.string().trim().min(1).max(80);

export const sessionUpdateProfile = defineFunction('session.updateProfile', {
  input: z.object({ displayName: ZDisplayName, locale: z.enum(['en', 'ja']).optional() }),
  output: ZSessionUser,
});
