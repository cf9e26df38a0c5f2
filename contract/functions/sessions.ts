import { z } from 'zod';
import { defineFunction } from './define.js';

/** One signed-in browser of the caller's, with what lets a person recognise it (or not). */
export const ZSessionRow = z.object({
  id: z.string(),
  /** The address the sign-in came from (the person's, through a trusted proxy); null if unknown. */
  ipAddress: z.string().nullable(),
  /** Read from the browser's user agent, e.g. "Chrome 140" and "Windows"; null when it says nothing. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  userAgent: z.string().nullable(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  expiresAt: z.string(),
  /** The session this very call came with. */
  current: z.boolean(),
});
export type SessionRow = z.infer<typeof ZSessionRow>;

export const sessionsList = defineFunction('sessions.list', {
  input: z.object({}).default({}),
  output: z.object({ items: z.array(ZSessionRow) }),
});

/** Signs one of the caller's own sessions out; another person's session is not found. */
export const sessionsRevoke = defineFunction('sessions.revoke', {
  input: z.object({ sessionId: z.string().min(1).max(200) }),
  output: z.object({ revoked: z.literal(true) }),
  invalidates: ['sessions.list'],
});
