import type {
  CkanClient,
  CkanGroup,
  CkanLicense,
  CkanOrganization,
  CkanStatus,
} from '#server/connectors/ckan/index.js';
import { readCatalogueStamps, type HeldStamp } from './read-catalogue-stamps.js';
import { resolveOrganizationScope, scopeFilterQuery } from './scope-filter.js';

export interface CatalogueReads {
  /** Judge this first: a URL that is no CKAN fails here, whatever the reads beside it met. */
  status: Promise<CkanStatus>;
  /** The organizations' ids the instance is scoped to (none: the whole catalogue). */
  scopeIds: Promise<string[]>;
  /** Each dataset's metadata_modified by id; empty when nothing is held (a first harvest). */
  stamps: Promise<Map<string, string>>;
  vocabularies: Promise<{
    organizations: CkanOrganization[];
    groups: CkanGroup[];
    licenses: CkanLicense[];
  }>;
}

/**
 * Starts what a harvest reads before the datasets (the client lets at most two requests out at a
 * time, first asked first sent): the status, then the organizations' and the groups' first pages
 * together; beside the status, when something is held, the stamps (readCatalogueStamps: usually
 * one page), waiting for the organizations only when a scope must be turned into their ids. The
 * licences go to whichever is done first. A re-harvest with nothing changed then takes three
 * rounds of requests, and a first harvest's pages need wait only for the status. Every read is
 * started at once and none is left unhandled.
 */
export function startCatalogueReads(
  client: CkanClient,
  organizationScope: readonly string[],
  /** What the working copy holds (nothing on a first harvest: no stamps are read). */
  held: readonly HeldStamp[],
  readsPrivate: boolean,
): CatalogueReads {
  let licensesRead: Promise<CkanLicense[]> | undefined;
  const readLicensesOnce = () => (licensesRead ??= client.licenseList());

  const status = client.statusShow();
  const lists = status.then(() => client.organizationAndGroupLists());
  const scopeIds =
    organizationScope.length === 0
      ? Promise.resolve([])
      : lists.then(({ organizations }) => {
          const scope = resolveOrganizationScope(organizationScope, organizations);
          if (scope.ids.length === 0) {
            throw new Error(
              `None of the organizations ${organizationScope.join(', ')} exists in the catalogue`,
            );
          }
          return scope.ids;
        });
  const vocabularies = (async () => {
    const { organizations, groups } = await lists;
    return { organizations, groups, licenses: await readLicensesOnce() };
  })();
  const stamps = (async () => {
    if (held.length === 0) return new Map<string, string>();
    const fq = scopeFilterQuery(await scopeIds);
    const byId = await readCatalogueStamps(client, { ...(fq ? { fq } : {}), held, readsPrivate });
    await readLicensesOnce();
    return byId;
  })();
  for (const read of [status, scopeIds, stamps, vocabularies]) read.catch(() => undefined);
  return { status, scopeIds, stamps, vocabularies };
}
