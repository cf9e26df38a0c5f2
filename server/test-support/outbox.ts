import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema/index.js';
import type { TestApp } from './test-app.js';

/** Waits until the worker has written a mail to `to` (the embedded outbox), newest first. */
export async function waitForMail(
  testApp: TestApp,
  to: string,
  options: { timeoutMs?: number; count?: number } = {},
): Promise<{ subject: string; text: string }[]> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const rows = await testApp.runtime.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to.toLowerCase()))
      .orderBy(desc(mailOutbox.createdAt));
    if (rows.length >= (options.count ?? 1)) return rows;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} within the time-out`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function linkIn(text: string, pathPrefix: string): string {
  const match = text.match(new RegExp(`https?://\\S+${pathPrefix.replaceAll('/', '\\/')}\\S*`));
  if (!match) throw new Error(`No link to ${pathPrefix} in the mail:\n${text}`);
  return match[0];
}
