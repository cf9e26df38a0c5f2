import { and, eq, inArray } from 'drizzle-orm';
import type { VocabularyItem } from '#contract/functions/vocabularies.js';
import type { Queryable } from '#server/db/database.js';
import { catalogueVocabularies } from '#server/db/schema/index.js';

export interface CatalogueVocabularies {
  organizations: VocabularyItem[];
  groups: VocabularyItem[];
  licenses: { id: string; title: string }[];
  fetchedAt: Date | null;
}

type VocabularyKind = 'organizations' | 'groups' | 'licenses';
type CachedItem = { id?: unknown; name?: unknown; title?: unknown; display_name?: unknown };
type CachedRow = { kind: string; items: unknown; fetchedAt: Date };

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
  const vocabularies = vocabulariesOf(rows);
  const byTitle = (a: VocabularyItem, b: VocabularyItem) => a.title.localeCompare(b.title, 'ja');
  vocabularies.organizations.sort(byTitle);
  vocabularies.groups.sort(byTitle);
  return vocabularies;
}

/**
 * Only the lists a dataset's page titles its values from (the licences and groups), unsorted:
 * every read of a dataset needs them, and a national catalogue lists thousands of organizations.
 */
export async function loadLicensesAndGroups(
  db: Queryable,
  instanceId: string,
): Promise<Pick<CatalogueVocabularies, 'licenses' | 'groups'>> {
  const kinds: VocabularyKind[] = ['licenses', 'groups'];
  const rows = await db
    .select()
    .from(catalogueVocabularies)
    .where(
      and(
        eq(catalogueVocabularies.instanceId, instanceId),
        inArray(catalogueVocabularies.kind, kinds),
      ),
    );
  const { licenses, groups } = vocabulariesOf(rows);
  return { licenses, groups };
}

function vocabulariesOf(rows: CachedRow[]): CatalogueVocabularies {
  const itemsOf = (kind: VocabularyKind) =>
    ((rows.find((row) => row.kind === kind)?.items as CachedItem[] | undefined) ?? []).filter(
      (item) => text(item.id) !== '',
    );
  const named = (kind: VocabularyKind): VocabularyItem[] =>
    itemsOf(kind).map((item) => ({
      id: text(item.id),
      name: text(item.name) || text(item.id),
      title: text(item.title) || text(item.display_name) || text(item.name),
    }));
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
