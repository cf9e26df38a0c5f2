import { and, asc, eq } from 'drizzle-orm';
import type { FieldChange } from '../../../contract/functions/histories.js';
import type { ResourceFormValues } from '../../../contract/functions/resource-edits.js';
import type { Queryable } from '../../db/database.js';
import { datasets, resources } from '../../db/schema/index.js';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../lib/app-error.js';
import type { DatasetAccess } from '../../policies/instances.js';
import {
  changedResourceFields,
  resourceSummary,
  resourceValuesOf,
} from '../datasets/dataset-fields.js';
import { staleVersionError, syncStatusAfterEdit } from '../datasets/save-dataset.js';
import { recordHistory } from '../histories/record-history.js';

type DatasetRecord = typeof datasets.$inferSelect;
type ResourceRecord = typeof resources.$inferSelect;

/** What one resource edit does to the dataset's resources, inside the edit's transaction. */
type ResourceChange = (
  tx: Queryable,
  current: ResourceRecord[],
) => Promise<{ changes: FieldChange[]; resourceId: string | null }>;

/**
 * A resource edit is a local change of its dataset: the dataset's version goes up (so an edit
 * based on an older version is refused), its sync status follows what a push would now send, and
 * the history records the change in the same transaction. The next sync of the dataset pushes it.
 */
async function editResources(
  db: Queryable,
  access: DatasetAccess,
  actor: Actor,
  version: number,
  change: ResourceChange,
): Promise<DatasetRecord> {
  const dataset = access.dataset;
  if (dataset.version !== version) throw staleVersionError();
  return db.transaction(async (tx) => {
    const current = await resourcesOf(tx, dataset.id);
    const { changes, resourceId } = await change(tx, current);
    if (changes.length === 0) return dataset;
    const after = await resourcesOf(tx, dataset.id);
    const [updated] = await tx
      .update(datasets)
      .set({
        numResources: after.length,
        syncStatus: syncStatusAfterEdit(dataset, after),
        version: version + 1,
        updatedAt: new Date(),
      })
      .where(and(eq(datasets.id, dataset.id), eq(datasets.version, version)))
      .returning();
    if (!updated) throw staleVersionError();
    await recordHistory(tx, {
      workspaceId: access.workspace.id,
      instanceId: access.instance.id,
      datasetId: dataset.id,
      datasetName: dataset.name,
      resourceId,
      source: 'edit',
      actorId: actor.id,
      changes,
    });
    return updated;
  });
}

function resourcesOf(db: Queryable, datasetId: string): Promise<ResourceRecord[]> {
  return db
    .select()
    .from(resources)
    .where(eq(resources.datasetId, datasetId))
    .orderBy(asc(resources.position), asc(resources.createdAt));
}

function resourceNotFound(): AppError {
  return AppError.notFound('Resource');
}

function findResource(current: ResourceRecord[], resourceId: string): ResourceRecord {
  const found = current.find((row) => row.id === resourceId);
  if (!found) throw resourceNotFound();
  return found;
}

/** Adds a resource at the end of the dataset's list. */
export function addResource(
  db: Queryable,
  access: DatasetAccess,
  actor: Actor,
  version: number,
  values: ResourceFormValues,
) {
  return editResources(db, access, actor, version, async (tx, current) => {
    const position = current.reduce((last, row) => Math.max(last, row.position + 1), 0);
    const [created] = await tx
      .insert(resources)
      .values({
        datasetId: access.dataset.id,
        instanceId: access.instance.id,
        ckanId: null,
        position,
        ...values,
        syncStatus: 'local_only',
      })
      .returning();
    const change: FieldChange = {
      field: 'resource',
      before: null,
      after: resourceSummary(resourceValuesOf(created!)),
      resourceId: created!.id,
      resourceName: created!.name,
    };
    return { changes: [change], resourceId: created!.id };
  });
}

/** Changes name, URL, description, format or size of one resource. */
export function updateResource(
  db: Queryable,
  access: DatasetAccess,
  actor: Actor,
  version: number,
  resourceId: string,
  values: ResourceFormValues,
) {
  return editResources(db, access, actor, version, async (tx, current) => {
    const row = findResource(current, resourceId);
    const before = resourceValuesOf(row);
    const after = resourceValuesOf(values);
    const fields = changedResourceFields(before, after);
    if (fields.length === 0) return { changes: [], resourceId };
    await tx
      .update(resources)
      .set({
        ...values,
        // A changed URL is a new link: its old check result no longer says anything about it.
        ...(before.url !== after.url
          ? { linkStatus: null, linkReason: null, linkCheckedAt: null }
          : {}),
        syncStatus: row.ckanId ? 'not_synced' : 'local_only',
        updatedAt: new Date(),
      })
      .where(eq(resources.id, row.id));
    const changes = fields.map((field) => ({
      field: `resource.${field}`,
      before: before[field],
      after: after[field],
      resourceId,
      resourceName: after.name,
    }));
    return { changes, resourceId };
  });
}

/** Deletes a resource locally; the next sync deletes it in the catalogue. */
export function removeResource(
  db: Queryable,
  access: DatasetAccess,
  actor: Actor,
  version: number,
  resourceId: string,
) {
  return editResources(db, access, actor, version, async (tx, current) => {
    const row = findResource(current, resourceId);
    await tx.delete(resources).where(eq(resources.id, row.id));
    const values = resourceValuesOf(row);
    const change: FieldChange = {
      field: 'resource',
      before: resourceSummary(values),
      after: null,
      resourceName: values.name,
    };
    return { changes: [change], resourceId: null };
  });
}

/** Puts the dataset's resources in the given order (every resource named once). */
export function reorderResources(
  db: Queryable,
  access: DatasetAccess,
  actor: Actor,
  version: number,
  resourceIds: string[],
) {
  return editResources(db, access, actor, version, async (tx, current) => {
    const known = new Set(current.map((row) => row.id));
    const named = new Set(resourceIds);
    if (
      named.size !== resourceIds.length ||
      named.size !== known.size ||
      resourceIds.some((id) => !known.has(id))
    ) {
      throw AppError.invalid(
        'Name every resource of the dataset once, in the new order',
        undefined,
        'resourceOrderIncomplete',
      );
    }
    const before = current.map((row) => row.id);
    if (before.join() === resourceIds.join()) return { changes: [], resourceId: null };
    for (const [position, id] of resourceIds.entries()) {
      await tx.update(resources).set({ position }).where(eq(resources.id, id));
    }
    const nameOf = new Map(current.map((row) => [row.id, row.name]));
    const change: FieldChange = {
      field: 'resourceOrder',
      before: before.map((id) => nameOf.get(id)),
      after: resourceIds.map((id) => nameOf.get(id)),
    };
    return { changes: [change], resourceId: null };
  });
}
