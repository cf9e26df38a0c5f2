import { desc, eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { mailOutbox } from '../../server/db/schema/index.js';
import type { TestApp } from '../../server/test-support/test-app.js';

/** The confirmation link of the latest mail to `email`, waiting for the mail job to write it. */
export async function waitForVerificationLink(app: TestApp, email: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const mails = await app.runtime.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, email))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1);
      const link = mails[0]?.text.match(/https?:\/\/\S+\/signup\/verification\/\S+/)?.[0];
      if (!link) throw new Error(`No confirmation mail to ${email} yet`);
      return link;
    },
    { timeout: 20_000, interval: 100 },
  );
}
