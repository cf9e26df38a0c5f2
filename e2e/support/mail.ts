import { count, desc, eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { mailOutbox } from '#server/db/schema/index.js';
import type { TestApp } from '#server/test-support/test-app.js';

/** How many mails the outbox holds for `email` (to tell a new mail from an earlier one). */
export async function mailCount(app: TestApp, email: string): Promise<number> {
  const [row] = await app.runtime.db
    .select({ mails: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email));
  return row?.mails ?? 0;
}

/**
 * The confirmation link of the latest mail to `email`, waiting for the mail job to write it; with
 * `mailsBefore`, waits for a mail after those. (Two links made within one second are the same
 * token, so only the count tells a resent mail apart.)
 */
export async function waitForVerificationLink(
  app: TestApp,
  email: string,
  { mailsBefore = 0 }: { mailsBefore?: number } = {},
): Promise<string> {
  return vi.waitFor(
    async () => {
      if ((await mailCount(app, email)) <= mailsBefore)
        throw new Error(`No new mail to ${email} yet`);
      const [latest] = await app.runtime.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, email))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1);
      const link = latest?.text.match(/https?:\/\/\S+\/signup\/verification\/\S+/)?.[0];
      if (!link) throw new Error(`The latest mail to ${email} holds no confirmation link`);
      return link;
    },
    { timeout: 20_000, interval: 100 },
  );
}
