import { and, eq, not, sql } from 'drizzle-orm';
import { normaliseCkanTimestamp, type CkanPackage } from '#server/connectors/ckan/index.js';
import type { Transaction } from '#server/db/database.js';
import { inJsonList } from '#server/db/in-json-list.js';
import { insertJsonRows, takeExcluded } from '#server/db/insert-json-rows.js';
import { writeDatasetGrams } from '../search/write-dataset-grams.js';
import { datasets, resources } from '#server/db/schema/index.js';
import { recordHistory } from '../histories/record-history.js';
import { baseOrRemote } from './base-or-remote.js';
import {
  harvestHistoryEntries,
  loadPreviousVersions,
  type HarvestHistoryContext,
} from './harvest-history.js';
import { updateDatasetLinkStatus } from '../links/update-dataset-link-status.js';
import { datasetColumnsOf, resourceColumnsOf } from './map-ckan-package.js';

export interface StoredCounts {
  created: number;
  updated: number;
  /** Datasets with an unsynced local edit: only their catalogue copy (`remote`) was refreshed. */
  keptLocal: number;
}

/**
 * Writes one page of catalogue datasets into the working copy, inside the caller's transaction.
 * A dataset with a local edit (not synced, or in conflict) keeps its local columns: only `remote`
 * moves, and it is marked conflict when the catalogue moved away from the version the edit started
 * from. Each created or changed dataset gets a history row (source harvest) with `history`.
 */
export async function storePackages(
  tx: Transaction,
  instanceId: string,
  packages: CkanPackage[],
  history?: HarvestHistoryContext,
): Promise<StoredCounts> {
  if (packages.length === 0) return { created: 0, updated: 0, keptLocal: 0 };
  const existing = await tx
    .select({
      ckanId: datasets.ckanId,
      syncStatus: datasets.syncStatus,
      baseModified: sql<string | null>`${baseOrRemote()}->>'metadata_modified'`,
    })
    .from(datasets)
    .where(
      and(
        eq(datasets.instanceId, instanceId),
        inJsonList(
          datasets.ckanId,
          packages.map((pkg) => pkg.id),
        ),
      ),
    );
  const statusById = new Map(existing.map((row) => [row.ckanId!, row.syncStatus]));
  const baseModifiedById = new Map(existing.map((row) => [row.ckanId!, row.baseModified]));

  const pulled = packages.filter((pkg) => (statusById.get(pkg.id) ?? 'synced') === 'synced');
  const keptLocal = packages.filter((pkg) => (statusById.get(pkg.id) ?? 'synced') !== 'synced');

  for (const pkg of keptLocal) {
    const columns = datasetColumnsOf(pkg);
    const baseModified = baseModifiedById.get(pkg.id);
    const moved = !baseModified || normaliseCkanTimestamp(baseModified) !== columns.remoteModified;
    await tx
      .update(datasets)
      .set({
        // The edit's base is the version it started from: kept before `remote` moves on.
        base: baseOrRemote(),
        remote: columns.remote,
        remoteModified: columns.remoteModified,
        removedAt: null,
        ...(moved ? { syncStatus: 'conflict' } : {}),
      })
      .where(and(eq(datasets.instanceId, instanceId), eq(datasets.ckanId, pkg.id)));
  }

  if (pulled.length > 0) {
    const previous = history
      ? await loadPreviousVersions(
          tx,
          instanceId,
          pulled.filter((pkg) => statusById.has(pkg.id)).map((pkg) => pkg.id),
        )
      : new Map();
    const rows = pulled.map((pkg) => ({ instanceId, ...datasetColumnsOf(pkg) }));
    const stored = await tx.execute<{ id: string; ckanId: string }>(sql`
      ${insertJsonRows(datasets, ['instanceId', 'ckanId', ...datasetUpdateColumns], rows)}
      on conflict (instance_id, ckan_id) do update set
        ${sql.raw(takeExcluded(datasets, datasetUpdateColumns))},
        -- An edit form opened on the old version must reload rather than undo the pull.
        version = ${datasets.version} + 1
      returning id, ckan_id as "ckanId"`);
    const datasetIdByCkanId = new Map(stored.rows.map((row) => [row.ckanId!, row.id]));
    await writeDatasetGrams(
      tx,
      rows.map((row) => ({ id: datasetIdByCkanId.get(row.ckanId)!, searchText: row.searchText })),
    );
    const createdIds = new Set(
      pulled.filter((pkg) => !statusById.has(pkg.id)).map((pkg) => pkg.id),
    );
    await storeResources(tx, instanceId, pulled, datasetIdByCkanId, createdIds);
    // A resource whose URL changed lost its link result; its dataset's status follows.
    const known = pulled.filter((pkg) => statusById.has(pkg.id));
    if (known.length > 0) {
      await updateDatasetLinkStatus(
        tx,
        known.map((pkg) => datasetIdByCkanId.get(pkg.id)!),
      );
    }
    if (history) {
      await recordHistory(
        tx,
        ...harvestHistoryEntries(history, instanceId, pulled, previous, datasetIdByCkanId),
      );
    }
  }

  const created = packages.filter((pkg) => !statusById.has(pkg.id)).length;
  return { created, updated: pulled.length - created, keptLocal: keptLocal.length };
}

const datasetUpdateColumns = [
  'name',
  'title',
  'notes',
  'ownerOrg',
  'organizationName',
  'organizationTitle',
  'licenseId',
  'tags',
  'groups',
  'url',
  'maintainer',
  'updateFrequency',
  'extras',
  'private',
  'numResources',
  'metadataCreated',
  'metadataModified',
  'remote',
  'base',
  'remoteModified',
  'syncStatus',
  'removedAt',
  'searchText',
  'updatedAt',
] as const satisfies readonly (keyof typeof datasets.$inferInsert)[];

const resourceUpdateColumns = [
  'datasetId',
  'position',
  'name',
  'description',
  'url',
  'format',
  'mimetype',
  'size',
  'created',
  'lastModified',
  'syncStatus',
  'updatedAt',
] as const satisfies readonly (keyof typeof resources.$inferInsert)[];

/**
 * Resources keep their local id across harvests (check results and link history hang on it).
 * `createdCkanIds` names datasets the caller has just inserted: they had no
 * resources to drop, so the delete skips them (a first harvest skips it altogether).
 */
export async function storeResources(
  tx: Transaction,
  instanceId: string,
  packages: CkanPackage[],
  datasetIdByCkanId: Map<string, string>,
  createdCkanIds: ReadonlySet<string> = new Set(),
): Promise<void> {
  const rows = packages.flatMap((pkg) =>
    pkg.resources.map((resource, position) => ({
      instanceId,
      datasetId: datasetIdByCkanId.get(pkg.id)!,
      ...resourceColumnsOf(resource, position),
    })),
  );
  if (rows.length > 0) {
    await tx.execute(sql`
      ${insertJsonRows(resources, ['instanceId', 'ckanId', ...resourceUpdateColumns], rows)}
      on conflict (instance_id, ckan_id) do update set
        ${sql.raw(takeExcluded(resources, resourceUpdateColumns))},
        -- A link result belongs to the URL it was checked at: a new URL starts unchecked.
        link_status = case when ${resources.url} = excluded.url then ${resources.linkStatus} end,
        link_reason = case when ${resources.url} = excluded.url then ${resources.linkReason} end,
        link_checked_at = case when ${resources.url} = excluded.url then ${resources.linkCheckedAt} end`);
  }
  // Resources the catalogue no longer lists for these datasets are gone there too.
  const held = [...datasetIdByCkanId]
    .filter(([ckanId]) => !createdCkanIds.has(ckanId))
    .map(([, id]) => id);
  if (held.length === 0) return;
  const keep = rows.map((row) => row.ckanId);
  await tx
    .delete(resources)
    .where(
      and(
        inJsonList(resources.datasetId, held),
        keep.length > 0 ? not(inJsonList(resources.ckanId, keep)) : undefined,
      ),
    );
}
