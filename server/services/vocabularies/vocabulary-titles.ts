import type { CatalogueVocabularies } from './catalogue-vocabularies.js';

/** A licence as people read it (its title) beside the id a machine reads. */
export type TitledLicense = { id: string; title: string };
/** A group (or organization) as people read it, beside its name. */
export type TitledName = { name: string; title: string };

/** The fields of a package as last pulled that carry CKAN's own titles. */
type PulledPackage = { license_id?: unknown; license_title?: unknown; groups?: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const pulledOf = (remote: unknown): PulledPackage =>
  typeof remote === 'object' && remote !== null ? (remote as PulledPackage) : {};

/**
 * The dataset's licence with the catalogue's title: from the instance's licence list, else the
 * package as last pulled (when it still has that licence), else the id itself.
 */
export function titledLicense(
  vocabularies: Pick<CatalogueVocabularies, 'licenses'>,
  licenseId: string | null,
  remote?: unknown,
): TitledLicense | null {
  if (!licenseId) return null;
  const listed = vocabularies.licenses.find((license) => license.id === licenseId)?.title;
  const pulled = pulledOf(remote);
  const pulledTitle = text(pulled.license_id) === licenseId ? text(pulled.license_title) : '';
  return { id: licenseId, title: listed || pulledTitle || licenseId };
}

/**
 * The dataset's groups with the catalogue's titles: from the instance's group list, else the
 * package as last pulled, else the name itself. In the dataset's order.
 */
export function titledGroups(
  vocabularies: Pick<CatalogueVocabularies, 'groups'>,
  names: string[],
  remote?: unknown,
): TitledName[] {
  const pulled = pulledOf(remote).groups;
  const pulledGroups = Array.isArray(pulled) ? (pulled as Record<string, unknown>[]) : [];
  return names.map((name) => {
    const listed = vocabularies.groups.find((group) => group.name === name)?.title;
    const fromPackage = pulledGroups.find((group) => text(group?.name) === name);
    const pulledTitle = text(fromPackage?.title) || text(fromPackage?.display_name);
    return { name, title: listed || pulledTitle || name };
  });
}

/** A field whose values are ids or names of the catalogue's lists, and that list's titles. */
const listOfField = {
  licenseId: (vocabularies: CatalogueVocabularies) =>
    vocabularies.licenses.map((license) => [license.id, license.title] as const),
  organization: (vocabularies: CatalogueVocabularies) =>
    vocabularies.organizations.map((item) => [item.name, item.title] as const),
  groups: (vocabularies: CatalogueVocabularies) =>
    vocabularies.groups.map((item) => [item.name, item.title] as const),
};

/** A dataset field's values side by side: a history's before and after, a conflict's two sides. */
export type ComparedValues = { field: string; values: unknown[]; resourceId?: string | undefined };

/** History-shaped changes (a history row's, an import's) as compared values. */
export function comparedChanges(
  changes: { field: string; before: unknown; after: unknown; resourceId?: string | undefined }[],
): ComparedValues[] {
  return changes.map((change) => ({
    field: change.field,
    values: [change.before, change.after],
    resourceId: change.resourceId,
  }));
}

/**
 * For compared licence, organization and groups values, the title of each id or name they hold,
 * from the instance's current lists: field → id → title. A value the lists do not know (or whose
 * title is the id) is left out, and shows as it is. Resource fields are not the dataset's.
 */
export function titlesOfValues(
  vocabularies: CatalogueVocabularies,
  compared: ComparedValues[],
): Record<string, Record<string, string>> {
  const titles: Record<string, Record<string, string>> = {};
  for (const [field, listOf] of Object.entries(listOfField)) {
    const values = new Set(
      compared
        .filter((entry) => entry.field === field && entry.resourceId === undefined)
        .flatMap((entry) => entry.values)
        .flatMap((value) => (Array.isArray(value) ? value : [value]))
        .filter((value): value is string => typeof value === 'string' && value !== ''),
    );
    if (values.size === 0) continue;
    const known = Object.fromEntries(
      listOf(vocabularies).filter(([id, title]) => values.has(id) && title !== '' && title !== id),
    );
    if (Object.keys(known).length > 0) titles[field] = known;
  }
  return titles;
}
