import type { CkanOrganization } from '#server/connectors/ckan/index.js';

/**
 * Users enter organization IDs as CKAN shows them: the id or the name (URL slug). Resolve both to
 * CKAN ids; an entry that matches no organization is reported, not silently ignored.
 */
export function resolveOrganizationScope(
  scope: readonly string[],
  organizations: readonly CkanOrganization[],
): { ids: string[]; unknown: string[] } {
  const ids: string[] = [];
  const unknown: string[] = [];
  for (const entry of scope) {
    const match = organizations.find(
      (organization) => organization.id === entry || organization.name === entry,
    );
    if (match) ids.push(match.id);
    else unknown.push(entry);
  }
  return { ids: [...new Set(ids)], unknown };
}

/** Solr filter query for package_search: datasets owned by any of the organizations. */
export function scopeFilterQuery(organizationIds: readonly string[]): string | undefined {
  if (organizationIds.length === 0) return undefined;
  return `owner_org:(${organizationIds.map((id) => `"${id.replaceAll('"', '')}"`).join(' OR ')})`;
}
