import { and, eq } from 'drizzle-orm';
import { users } from '#server/db/schema/index.js';
import type { CatalogueKeyState } from '#contract/functions/api-keys.js';
import type { Queryable } from '#server/db/database.js';
import { catalogueApiKeys, type instances } from '#server/db/schema/index.js';
import { instanceOrganizations } from './verify-catalogue-key.js';

/** What the API-key page shows of a user's key for an instance: never the key itself. */
export async function catalogueKeyState(
  db: Queryable,
  userId: string,
  instance: typeof instances.$inferSelect,
  mayChooseHarvestKey: boolean,
): Promise<CatalogueKeyState> {
  const [[row], organizations, [harvestKey]] = await Promise.all([
    db
      .select({
        hint: catalogueApiKeys.hint,
        canWrite: catalogueApiKeys.canWrite,
        writableOrganizations: catalogueApiKeys.writableOrganizations,
        verifiedAt: catalogueApiKeys.verifiedAt,
        usedForHarvest: catalogueApiKeys.usedForHarvest,
      })
      .from(catalogueApiKeys)
      .where(
        and(eq(catalogueApiKeys.userId, userId), eq(catalogueApiKeys.instanceId, instance.id)),
      ),
    instanceOrganizations(db, instance),
    db
      .select({ userId: catalogueApiKeys.userId, name: users.name })
      .from(catalogueApiKeys)
      .innerJoin(users, eq(users.id, catalogueApiKeys.userId))
      .where(
        and(
          eq(catalogueApiKeys.instanceId, instance.id),
          eq(catalogueApiKeys.usedForHarvest, true),
        ),
      ),
  ]);
  return {
    set: Boolean(row),
    hint: row?.hint ?? null,
    canWrite: row?.canWrite ?? false,
    writableOrganizations: row?.writableOrganizations ?? [],
    instanceOrganizations: organizations,
    verifiedAt: row?.verifiedAt.toISOString() ?? null,
    usedForHarvest: row?.usedForHarvest ?? false,
    harvestKeyHolder: harvestKey && harvestKey.userId !== userId ? harvestKey.name : null,
    mayChooseHarvestKey,
  };
}
