import { eq } from 'drizzle-orm';
import type { VocabularyItem } from '../../../contract/functions/vocabularies.js';
import type { Queryable } from '../../db/database.js';
import { catalogueVocabularies } from '../../db/schema/index.js';

export interface CatalogueVocabularies {
  organizations: VocabularyItem[];
  groups: VocabularyItem[];
  licenses: { id: string; title: string }[];
  fetchedAt: Date | null;
}

type CachedItem = { id?: unknown; name?: unknown; title?: unknown; display_name?: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The organizations, groups and licences the instance's last harvest cached, sorted for a form. */
export async function loadVocabularies(
  db: Queryable,
  instanceId: string,
): Promise<CatalogueVocabularies> {
  const rows = await db
    .select()
    .from(catalogueVocabularies)
    .where(eq(catalogueVocabularies.instanceId, instanceId));
  const itemsOf = (kind: string) =>
    ((rows.find((row) => row.kind === kind)?.items as CachedItem[] | undefined) ?? []).filter(
      (item) => text(item.id) !== '',
    );
  const named = (kind: string): VocabularyItem[] =>
    itemsOf(kind)
      .map((item) => ({
        id: text(item.id),
        name: text(item.name) || text(item.id),
        title: text(item.title) || text(item.display_name) || text(item.name),
      }))
      .sort((a, b) => a.title.localeCompare(b.title, 'ja'));
  const fetched = rows.map((row) => row.fetchedAt.getTime());
  return {
    organizations: named('organizations'),
    groups: named('groups'),
    licenses: itemsOf('licenses').map((item) => ({
      id: text(item.id),
      title: text(item.title) || text(item.id),
    })),
    fetchedAt: fetched.length > 0 ? new Date(Math.min(...fetched)) : null,
  };
}
