import { and, eq } from 'drizzle-orm';
import type { Config } from '#server/config/config.js';
import type { Queryable } from '#server/db/database.js';
import { catalogueApiKeys } from '#server/db/schema/index.js';
import { openCatalogueApiKey } from './catalogue-api-keys.js';

/** The key the instance's harvests read with, or null (a harvest without a key sees public data). */
export async function readHarvestKey(
  db: Queryable,
  config: Config,
  instanceId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ sealedKey: catalogueApiKeys.sealedKey })
    .from(catalogueApiKeys)
    .where(
      and(eq(catalogueApiKeys.instanceId, instanceId), eq(catalogueApiKeys.usedForHarvest, true)),
    );
  return row ? openCatalogueApiKey(config, row.sealedKey) : null;
}
