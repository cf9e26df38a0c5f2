import type {
  CkanClient,
  CkanGroup,
  CkanLicense,
  CkanOrganization,
  CkanStatus,
} from '../../connectors/ckan/index.js';
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
 * Starts what a harvest reads before the datasets, in two lanes (the client lets at most two
 * requests out at a time): the status, then the organizations' and the groups' lists, on one; the stamps
 * pass on the other, when something is held, waiting for the organizations only when a scope must
 * be turned into their ids. The licences go to whichever lane is free first. A re-harvest with
 * nothing changed then takes about the stamps pass and a request, and a first harvest's pages need
 * wait only for the status. Every read is started at once and none is left unhandled.
 */
export function startCatalogueReads(
  client: CkanClient,
  organizationScope: readonly string[],
  holdsDatasets: boolean,
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
    const byId = new Map<string, string>();
    if (!holdsDatasets) return byId;
    const fq = scopeFilterQuery(await scopeIds);
    for await (const page of client.listPackageStamps(fq ? { fq } : {})) {
      for (const stamp of page) byId.set(stamp.id, stamp.metadata_modified);
    }
    await readLicensesOnce();
    return byId;
  })();
  for (const read of [status, scopeIds, stamps, vocabularies]) read.catch(() => undefined);
  return { status, scopeIds, stamps, vocabularies };
}
