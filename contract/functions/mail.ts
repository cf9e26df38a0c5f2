import { z } from 'zod';
import { defineFunction } from './define.js';

export const ZOutboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof ZOutboxMail>;

/** The embedded default writes mail to the log and to this outbox; a system administrator reads it. */
export const mailListOutbox = defineFunction('mail.listOutbox', {
  input: z.object({ limit: z.number().int().min(1).max(200).default(50) }).default({ limit: 50 }),
  output: z.object({ items: z.array(ZOutboxMail) }),
});
