import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FieldChange } from '#contract/functions/histories.js';
import type { ResourceFormValues } from '#contract/functions/resources.js';
import type { Actor } from '#server/auth/actor.js';
import type { Queryable } from '#server/db/database.js';
import { resources, type DatasetRecord, type ResourceRecord } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/app-error.js';
import type { DatasetAccess } from '#server/policies/require-dataset.js';
import {
  resourceFieldChanges,
  resourceListChange,
  resourceValuesOf,
} from '../catalogue/dataset-fields.js';
import { localEditor, readDataset, staleVersionError } from './local-edit.js';
import { updateDatasets, type DatasetEdit } from './update-datasets.js';

/** One edit of a dataset's resources from the app. */
export type ResourceEdit =
  /** A new resource, at the end of the list. */
  | { op: 'add'; values: ResourceFormValues }
  /** Name, URL, description, format or size of one resource. */
  | { op: 'update'; resourceId: string; values: ResourceFormValues }
  /** Deleted here; the next sync deletes it in the catalogue. */
  | { op: 'remove'; resourceId: string }
  /** Every resource of the dataset named once, in the new order. */
  | { op: 'reorder'; resourceIds: string[] };

/**
 * A resource edit is a local change of its dataset: the dataset's version goes up (so an edit
 * based on an older version is refused), its sync status follows what a push would now send, and
 * one history row records the change, in the caller's transaction. An edit that changes nothing
 * writes nothing.
 */
export async function editResources(
  db: Queryable,
  access: DatasetAccess,
  actor: Actor,
  version: number,
  edit: ResourceEdit,
): Promise<DatasetRecord> {
  return db.transaction(async (tx) => {
    const dataset = access.dataset;
    if (dataset.version !== version) throw staleVersionError();
    const current = await tx
      .select()
      .from(resources)
      .where(eq(resources.datasetId, dataset.id))
      .orderBy(asc(resources.position), asc(resources.createdAt));
    const planned = { datasetId: dataset.id, version, ...planOf(edit, current) };
    if (planned.changes.length === 0) return dataset;
    await updateDatasets(tx, localEditor(access, actor), [planned]);
    return readDataset(tx, dataset.id);
  });
}

type PlannedEdit = Pick<DatasetEdit, 'resources' | 'order' | 'changes' | 'resourceId'> & {
  values: null;
};

function planOf(edit: ResourceEdit, current: ResourceRecord[]): PlannedEdit {
  const nothing: PlannedEdit = { values: null, resources: [], order: null, changes: [] };
  switch (edit.op) {
    case 'add': {
      const id = randomUUID();
      const values = resourceValuesOf(edit.values);
      return {
        ...nothing,
        resources: [{ op: 'add', row: 0, values, id }],
        changes: [resourceListChange(null, values, id)],
        resourceId: id,
      };
    }
    case 'update': {
      const row = findResource(current, edit.resourceId);
      const before = resourceValuesOf(row);
      // Dates the form leaves out stay as they are.
      const after = resourceValuesOf({
        ...edit.values,
        created: edit.values.created === undefined ? row.created : edit.values.created,
        lastModified:
          edit.values.lastModified === undefined ? row.lastModified : edit.values.lastModified,
      });
      return {
        ...nothing,
        resources: [{ op: 'update', resourceId: edit.resourceId, values: after }],
        changes: resourceFieldChanges(before, after, edit.resourceId),
        resourceId: edit.resourceId,
      };
    }
    case 'remove': {
      const before = resourceValuesOf(findResource(current, edit.resourceId));
      return {
        ...nothing,
        resources: [{ op: 'delete', resourceId: edit.resourceId }],
        changes: [resourceListChange(before, null)],
      };
    }
    case 'reorder': {
      const before = current.map((row) => row.id);
      if (!namesEveryOnce(before, edit.resourceIds))
        throw AppError.invalid(
          'Name every resource of the dataset once, in the new order',
          undefined,
          'resourceOrderIncomplete',
        );
      if (before.join() === edit.resourceIds.join()) return nothing;
      const nameOf = new Map(current.map((row) => [row.id, row.name]));
      const change: FieldChange = {
        field: 'resourceOrder',
        before: before.map((id) => nameOf.get(id)),
        after: edit.resourceIds.map((id) => nameOf.get(id)),
      };
      return { ...nothing, order: edit.resourceIds, changes: [change] };
    }
  }
}

function namesEveryOnce(current: string[], named: string[]): boolean {
  const known = new Set(current);
  const unique = new Set(named);
  return (
    unique.size === named.length && unique.size === known.size && named.every((id) => known.has(id))
  );
}

function findResource(current: ResourceRecord[], resourceId: string): ResourceRecord {
  const found = current.find((row) => row.id === resourceId);
  if (!found) throw AppError.notFound('Resource');
  return found;
}
