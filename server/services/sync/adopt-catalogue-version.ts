import { and, eq, isNull, sql } from 'drizzle-orm';
import { normaliseCkanTimestamp, type CkanPackage } from '#server/connectors/ckan/index.js';
import type { Transaction } from '#server/db/database.js';
import { datasets, resources, type DatasetRecord } from '#server/db/schema/index.js';
import { datasetColumnsOf } from '../catalogue/map-ckan-package.js';
import { storeResources } from '../catalogue/store-packages.js';
import { writeDatasetGrams } from '../search/write-dataset-grams.js';

/** Gives resources created in the catalogue the ids it chose, so the next pull matches them. */
export async function linkCreatedResources(
  tx: Transaction,
  createdIds: Map<string, string>,
): Promise<void> {
  for (const [localId, ckanId] of createdIds) {
    await tx
      .update(resources)
      .set({ ckanId, syncStatus: 'synced', updatedAt: new Date() })
      .where(eq(resources.id, localId));
  }
}

/**
 * After a push: the catalogue's version becomes the local one, the base and the remote (synced).
 * The local columns take what the catalogue answered (it may normalise, e.g. a format), and the
 * version moves so an edit form opened before the push reloads. The sync's claim on the dataset
 * ends in the same statement (the caller holds it: this is the end of its sync).
 */
export async function adoptCatalogueVersion(
  tx: Transaction,
  dataset: DatasetRecord,
  pkg: CkanPackage,
  createdIds: Map<string, string>,
): Promise<DatasetRecord> {
  await linkCreatedResources(tx, createdIds);
  const columns = datasetColumnsOf(pkg);
  const [updated] = await tx
    .update(datasets)
    .set({ ...columns, version: sql`${datasets.version} + 1`, syncStartedAt: null })
    .where(eq(datasets.id, dataset.id))
    .returning();
  // A push sends what was edited here, whose grams were written with the edit: only a catalogue
  // that answers with other text (it normalised a title, say) needs them written again.
  if (columns.searchText !== dataset.searchText)
    await writeDatasetGrams(tx, [{ id: dataset.id, searchText: columns.searchText }]);
  await storeResources(tx, dataset.instanceId, [pkg], new Map([[pkg.id, dataset.id]]));
  // A local resource the catalogue did not take (none, normally) would otherwise linger unlinked.
  await tx
    .delete(resources)
    .where(and(eq(resources.datasetId, dataset.id), isNull(resources.ckanId)));
  return updated!;
}

/**
 * The catalogue moved on under a local edit (our own partial push, or a concurrent local edit
 * during the push): record the catalogue's version as base and remote and keep the local columns,
 * so the next push sends only what is still different and does not mistake our writes for theirs.
 */
export async function rebaseOnCatalogue(
  tx: Transaction,
  dataset: DatasetRecord,
  pkg: CkanPackage,
  createdIds: Map<string, string>,
): Promise<void> {
  await linkCreatedResources(tx, createdIds);
  await tx
    .update(datasets)
    .set({
      ckanId: pkg.id,
      remote: pkg,
      base: null,
      remoteModified: normaliseCkanTimestamp(pkg.metadata_modified),
      syncStatus: 'not_synced',
      updatedAt: new Date(),
    })
    .where(eq(datasets.id, dataset.id));
}
