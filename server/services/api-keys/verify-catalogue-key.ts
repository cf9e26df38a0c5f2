import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { datasets, type instances } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/app-error.js';
import type { DatabaseNeed, NetworkNeed } from '../service-needs.js';
import { catalogueClient, catalogueFailureReason } from '../catalogue/catalogue-client.js';

type Instance = typeof instances.$inferSelect;

export interface CatalogueKeyCheck {
  /** The instance's organizations the key may create datasets in. */
  writableOrganizations: string[];
  /** The organizations of the instance: its scope, else those of its working copy. */
  instanceOrganizations: string[];
  canWrite: boolean;
}

/** The organizations an instance covers: its scope when limited, else those its datasets name. */
export async function instanceOrganizations(db: Queryable, instance: Instance): Promise<string[]> {
  if (instance.organizationScope.length > 0) return [...instance.organizationScope].sort();
  const rows = await db
    .selectDistinct({ name: datasets.organizationName })
    .from(datasets)
    .where(
      and(
        eq(datasets.instanceId, instance.id),
        isNotNull(datasets.organizationName),
        isNull(datasets.removedAt),
      ),
    );
  return rows.map((row) => row.name!).sort();
}

/**
 * Asks the catalogue what a key may do before it is saved. It must be able to read (a search that
 * includes private datasets); then CKAN's organization_list_for_user tells where it may create
 * datasets. CKAN treats an unknown key as anonymous, so such a key reads public data and writes
 * nowhere: the page says so rather than claim the key is wrong.
 */
export async function verifyCatalogueKey(
  deps: DatabaseNeed & NetworkNeed,
  instance: Instance,
  apiKey: string,
): Promise<CatalogueKeyCheck> {
  const client = catalogueClient(deps, instance.url, {
    apiKey,
    retries: 1,
    timeoutMs: 20_000,
  });
  try {
    try {
      await client.packageSearch({ q: '*:*', rows: 0, includePrivate: true });
    } catch (error) {
      const reason = catalogueFailureReason(error);
      const fieldReason = reason === 'catalogueForbidden' ? 'apiKeyCannotRead' : reason;
      throw AppError.invalid(
        'The catalogue did not accept a read with this key',
        {
          apiKey: [fieldReason],
        },
        fieldReason,
      );
    }
    // A catalogue without this action (or refusing it) tells us nothing of writes: say "none".
    const organizations = await client.organizationListForUser('create_dataset').catch(() => []);
    const granted = new Set(
      organizations.flatMap((organization) => [organization.name, organization.id]),
    );
    const covered = await instanceOrganizations(deps.db, instance);
    const writableOrganizations = covered.filter((name) => granted.has(name));
    return {
      writableOrganizations,
      instanceOrganizations: covered,
      canWrite: covered.length > 0 && writableOrganizations.length === covered.length,
    };
  } finally {
    await client.close();
  }
}
