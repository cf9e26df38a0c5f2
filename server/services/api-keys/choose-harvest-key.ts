import { and, eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { catalogueApiKeys } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/app-error.js';

/**
 * Makes a user's key the one the instance's harvests read with (taking the role from whichever key
 * had it), or stops using it. A user without a key for the instance is refused: nothing changes.
 */
export async function chooseHarvestKey(
  db: Queryable,
  input: { userId: string; instanceId: string; use: boolean },
): Promise<void> {
  const own = and(
    eq(catalogueApiKeys.userId, input.userId),
    eq(catalogueApiKeys.instanceId, input.instanceId),
  );
  const [row] = await db
    .select({ userId: catalogueApiKeys.userId })
    .from(catalogueApiKeys)
    .where(own);
  if (!row)
    throw AppError.invalid('Save your catalogue API key first', undefined, 'catalogueKeyMissing');
  if (input.use)
    await db
      .update(catalogueApiKeys)
      .set({ usedForHarvest: false })
      .where(
        and(
          eq(catalogueApiKeys.instanceId, input.instanceId),
          eq(catalogueApiKeys.usedForHarvest, true),
        ),
      );
  await db.update(catalogueApiKeys).set({ usedForHarvest: input.use }).where(own);
}
