import { count, eq } from 'drizzle-orm';
import { sensitiveFindings } from '#server/db/schema/index.js';
import type { TestApp } from '#server/test-support/test-app.js';

/** How many findings of a check the database holds (a stopped or pruned check keeps none). */
export async function storedFindingCount(testApp: TestApp, checkId: string): Promise<number> {
  const [row] = await testApp.runtime.db
    .select({ n: count() })
    .from(sensitiveFindings)
    .where(eq(sensitiveFindings.checkId, checkId));
  return row!.n;
}
