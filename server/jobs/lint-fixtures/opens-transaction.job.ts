// Deliberately wrong: a job handler opening a transaction around services instead of calling
// one service that owns it.
import type { Database } from '#server/db/database.js';

export async function wrong(db: Database): Promise<void> {
  await db.transaction(async () => {});
}
