import { desc } from 'drizzle-orm';
import { mailOutbox } from '#server/db/schema/index.js';
import type { DatabaseNeed } from '../service-needs.js';

/** The latest mails of the outbox, newest first. */
export async function listOutbox({ db }: DatabaseNeed, limit: number) {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
