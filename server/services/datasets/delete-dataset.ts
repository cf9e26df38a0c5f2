import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Actor } from '#server/auth/actor.js';
import type { Queryable, Transaction } from '#server/db/database.js';
import { datasets, instances, resources, type DatasetRecord } from '#server/db/schema/index.js';
import { mayEditOrganization, type InstanceAccess } from '#server/policies/instances.js';
import type { DatasetAccess } from '#server/policies/require-dataset.js';
import { recordEvent } from '../events/record-event.js';
import { recordHistory } from '../histories/record-history.js';
import {
  emptyFieldValues,
  fieldChanges,
  fieldValuesOf,
  resourceListChange,
  resourceValuesOf,
} from '../catalogue/dataset-fields.js';
import {
  localEditor,
  lockDataset,
  syncStatusAfterRestore,
  type LocalEditor,
} from './local-edit.js';

export type DeleteOutcome =
  { outcome: 'removed' } | { outcome: 'markedForDeletion'; dataset: DatasetRecord };

/**
 * Delete, in the caller's transaction. A dataset the catalogue does not have (created here and
 * never synced, or removed from the catalogue since) is removed at once, with its resources and
 * check results; its history stays readable (each row keeps the dataset's name), ending with a
 * row that lists what was deleted. A catalogue dataset is marked to_delete: the next sync deletes
 * it there, and restoreDataset undoes the mark until then. Each step writes a history row (source
 * delete) and an event.
 */
export async function deleteDataset(
  db: Queryable,
  access: DatasetAccess,
  actor: Actor,
  version: number,
): Promise<DeleteOutcome> {
  return db.transaction(async (tx) => {
    return deleteDatasetBy(tx, localEditor(access, actor), access.dataset.id, version);
  });
}

/**
 * Delete as an editor (the app's form, or an applied import whose Action column said delete); the
 * caller has checked that the editor may edit the dataset's organization.
 */
export async function deleteDatasetBy(
  tx: Transaction,
  editor: LocalEditor,
  datasetId: string,
  version: number,
): Promise<DeleteOutcome> {
  const dataset = await lockDataset(tx, datasetId, version);
  if (!dataset.ckanId || dataset.removedAt) {
    await removeDataset(tx, editor, dataset);
    return { outcome: 'removed' };
  }
  if (dataset.syncStatus === 'to_delete') return { outcome: 'markedForDeletion', dataset };
  const [marked] = await tx
    .update(datasets)
    .set({ syncStatus: 'to_delete', version: version + 1, updatedAt: new Date() })
    .where(eq(datasets.id, dataset.id))
    .returning();
  await recordStep(tx, editor, dataset, {
    source: 'delete',
    event: 'dataset.markedForDeletion',
    details: { deletion: 'marked' },
  });
  return { outcome: 'markedForDeletion', dataset: marked! };
}

/**
 * Undoes a deletion not yet synced: the dataset takes back the sync status its edits give it (a
 * conflict stays one), with a history row (source restore) and an event. A dataset the catalogue
 * removed is re-created instead: the working copy lets go of the catalogue's dataset and becomes a
 * new one (as Create New makes), which its next sync creates in the catalogue. A dataset that is
 * neither is answered as it is.
 */
export async function restoreDataset(
  db: Queryable,
  access: DatasetAccess,
  actor: Actor,
  version: number,
): Promise<DatasetRecord> {
  return db.transaction(async (tx) => {
    const dataset = await lockDataset(tx, access.dataset.id, version);
    if (dataset.removedAt) return recreateDataset(tx, localEditor(access, actor), dataset);
    if (dataset.syncStatus !== 'to_delete') return dataset;
    const localResources = await resourcesOf(tx, dataset.id);
    const [restored] = await tx
      .update(datasets)
      .set({
        syncStatus: syncStatusAfterRestore(dataset, localResources),
        version: version + 1,
        updatedAt: new Date(),
      })
      .where(eq(datasets.id, dataset.id))
      .returning();
    await recordStep(tx, localEditor(access, actor), dataset, {
      source: 'restore',
      event: 'dataset.restored',
    });
    return restored!;
  });
}

/**
 * Dismisses, in the caller's transaction, the instance's datasets the catalogue removed (those the
 * caller may edit): each goes as a local deletion does, its history readable to the end, with a
 * dataset.dismissed event. Answers how many went.
 */
export async function dismissRemovedDatasets(
  db: Queryable,
  access: InstanceAccess,
  actor: Actor,
): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .select()
      .from(datasets)
      .where(and(eq(datasets.instanceId, access.instance.id), isNotNull(datasets.removedAt)))
      .orderBy(asc(datasets.name))
      .for('update');
    const editor = localEditor(access, actor);
    let dismissed = 0;
    for (const dataset of removed) {
      if (!mayEditOrganization(access.editable, dataset.organizationName)) continue;
      await removeDataset(tx, editor, dataset, {
        event: 'dataset.dismissed',
        deletion: 'dismissed',
      });
      dismissed += 1;
    }
    return dismissed;
  });
}

/**
 * The sync deleted a dataset marked to_delete in the catalogue: remove the working copy's dataset
 * as a local deletion does (its history stays readable), recording that the catalogue deleted it.
 */
export async function completeCatalogueDeletion(
  tx: Transaction,
  access: DatasetAccess,
  actor: Actor,
): Promise<void> {
  const [dataset] = await tx
    .select()
    .from(datasets)
    .where(eq(datasets.id, access.dataset.id))
    .for('update');
  if (!dataset) return;
  await removeDataset(tx, localEditor(access, actor), dataset, {
    event: 'dataset.deletedInCatalogue',
    deletion: 'synced',
  });
}

async function removeDataset(
  tx: Transaction,
  editor: LocalEditor,
  dataset: DatasetRecord,
  how: { event: string; deletion: 'removed' | 'synced' | 'dismissed' } = {
    event: 'dataset.deleted',
    deletion: 'removed',
  },
): Promise<void> {
  const deleted = await resourcesOf(tx, dataset.id);
  // Written while the dataset exists; deleting it then leaves the row with its name only.
  await recordStep(tx, editor, dataset, {
    source: 'delete',
    event: how.event,
    changes: [
      ...fieldChanges(fieldValuesOf(dataset), emptyFieldValues),
      ...deleted.map((row) => resourceListChange(resourceValuesOf(row), null)),
    ],
    details: { deletion: how.deletion },
  });
  await tx.delete(datasets).where(eq(datasets.id, dataset.id));
  // The instance counts the datasets it lists; one removed from the catalogue was no longer one.
  if (!dataset.removedAt)
    await tx
      .update(instances)
      .set({ datasetCount: sql`greatest(${instances.datasetCount} - 1, 0)` })
      .where(eq(instances.id, editor.instanceId));
}

async function recordStep(
  tx: Transaction,
  editor: LocalEditor,
  dataset: DatasetRecord,
  step: {
    source: 'delete' | 'restore';
    event: string;
    changes?: ReturnType<typeof fieldChanges>;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await recordHistory(tx, {
    workspaceId: editor.workspaceId,
    instanceId: editor.instanceId,
    datasetId: dataset.id,
    datasetName: dataset.name,
    source: step.source,
    actorId: editor.actorId,
    changes: step.changes ?? [],
    ...detailsOf(editor, step.details),
  });
  await recordEvent(tx, {
    workspaceId: editor.workspaceId,
    instanceId: editor.instanceId,
    level: 'info',
    kind: step.event,
    actorId: editor.actorId,
    details: { datasetId: dataset.id, datasetName: dataset.name },
  });
}

function resourcesOf(tx: Transaction, datasetId: string) {
  return tx
    .select()
    .from(resources)
    .where(eq(resources.datasetId, datasetId))
    .orderBy(asc(resources.position), asc(resources.createdAt));
}

/** A step's details, with the file when an import made it. */
function detailsOf(
  editor: LocalEditor,
  details: Record<string, unknown> | undefined,
): { details?: Record<string, unknown> } {
  const { origin } = editor;
  const fromFile =
    origin.via === 'import' ? { importId: origin.importId, fileName: origin.fileName } : {};
  const all = { ...details, ...fromFile };
  return Object.keys(all).length > 0 ? { details: all } : {};
}

/** A removed dataset made local again: no catalogue id, counted again, its resources new. */
async function recreateDataset(
  tx: Transaction,
  editor: LocalEditor,
  dataset: DatasetRecord,
): Promise<DatasetRecord> {
  const [recreated] = await tx
    .update(datasets)
    .set({
      ckanId: null,
      removedAt: null,
      base: null,
      syncStatus: 'local_only',
      version: dataset.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(datasets.id, dataset.id))
    .returning();
  await tx
    .update(resources)
    .set({ ckanId: null, syncStatus: 'local_only', updatedAt: new Date() })
    .where(eq(resources.datasetId, dataset.id));
  await tx
    .update(instances)
    .set({ datasetCount: sql`${instances.datasetCount} + 1` })
    .where(eq(instances.id, editor.instanceId));
  await recordStep(tx, editor, dataset, {
    source: 'restore',
    event: 'dataset.recreated',
    details: { restore: 'recreate' },
  });
  return recreated!;
}
