import { and, eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { catalogueVocabularies } from '#server/db/schema/index.js';
import { isOpenLicence, type LicenceConformance } from '#server/engines/quality/index.js';

/**
 * Licence id → whether the catalogue's own licence list calls it open, from the list the last
 * harvest cached; a licence missing from the list is missing from the map (openness unknown).
 */
export async function licenceOpenness(
  db: Queryable,
  instanceId: string,
): Promise<Map<string, boolean>> {
  const [row] = await db
    .select({ items: catalogueVocabularies.items })
    .from(catalogueVocabularies)
    .where(
      and(
        eq(catalogueVocabularies.instanceId, instanceId),
        eq(catalogueVocabularies.kind, 'licenses'),
      ),
    );
  const items = Array.isArray(row?.items)
    ? (row.items as (LicenceConformance & { id?: unknown })[])
    : [];
  const openness = new Map<string, boolean>();
  for (const item of items)
    if (typeof item.id === 'string' && item.id !== '') openness.set(item.id, isOpenLicence(item));
  return openness;
}
