import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import {
  datasetFields,
  defaultConflictSide,
  type ConflictField,
  type ConflictSide,
  type DatasetFormValues,
} from '#contract/functions/datasets/index.js';
import { ZCkanPackage, type CkanPackage } from '#server/connectors/ckan/index.js';
import type { Queryable } from '#server/db/database.js';
import {
  datasets,
  resources,
  type DatasetRecord,
  type ResourceRecord,
} from '#server/db/schema/index.js';
import type { Actor } from '#server/auth/actor.js';
import { AppError } from '#server/lib/app-error.js';
import type { DatasetAccess } from '#server/policies/require-dataset.js';
import {
  fieldChanges,
  fieldValuesOf,
  fieldValuesOfPackage,
  resourceValuesOf,
  resourceValuesOfCkan,
  sameValue,
} from '../catalogue/dataset-fields.js';
import { columnsOfForm, staleVersionError, syncStatusAfterEdit } from '../datasets/local-edit.js';
import { recordEvent } from '../events/record-event.js';
import { storeResources } from '../catalogue/store-packages.js';
import { recordHistory } from '../histories/record-history.js';
import { basePackageOf } from '../catalogue/plan-push.js';
import { stampOf } from './sync-dataset.js';

type Extra = { key: string; value: unknown };

export function remotePackageOf(dataset: Pick<DatasetRecord, 'remote'>): CkanPackage | null {
  const parsed = ZCkanPackage.safeParse(dataset.remote);
  return parsed.success ? parsed.data : null;
}

/** Every field where the local copy and the catalogue differ, with what both started from. */
export function conflictFields(
  dataset: DatasetRecord,
  localResources: ResourceRecord[],
): ConflictField[] {
  const remote = remotePackageOf(dataset);
  if (!remote) return [];
  const base = basePackageOf(dataset);
  const local = fieldValuesOf(dataset);
  const catalogue = fieldValuesOfPackage(remote);
  const before = base ? fieldValuesOfPackage(base) : null;
  const fields: ConflictField[] = datasetFields
    .filter((field) => !sameValue(local[field], catalogue[field]))
    .map((field) => ({
      field,
      base: before?.[field] ?? null,
      local: local[field],
      catalogue: catalogue[field],
      changedLocally: !before || !sameValue(before[field], local[field]),
      changedInCatalogue: !before || !sameValue(before[field], catalogue[field]),
    }));
  // Every pushed resource field counts, or a resolution could send an old value back unseen.
  const listOf = (pkg: CkanPackage | null) =>
    pkg?.resources.map((resource) => resourceValuesOfCkan(resource)) ?? [];
  const localList = [...localResources]
    .sort((a, b) => a.position - b.position)
    .map((row) => resourceValuesOf(row));
  const [baseList, catalogueList] = [listOf(base), listOf(remote)];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (!same(localList, catalogueList)) {
    fields.push({
      field: 'resources',
      base: baseList,
      local: localList,
      catalogue: catalogueList,
      changedLocally: !same(baseList, localList),
      changedInCatalogue: !same(baseList, catalogueList),
    });
  }
  return fields;
}

export interface Resolution {
  version: number;
  catalogueModified: string;
  take?: ConflictSide | undefined;
  choices: Partial<Record<ConflictField['field'], ConflictSide>>;
}

/**
 * Resolves a conflict locally: each field takes the chosen side, and the catalogue's current
 * version becomes the base — so the next push sends exactly the local choices and nothing of the
 * catalogue's is overwritten unless the user chose so.
 */
export async function resolveConflict(
  db: Queryable,
  access: DatasetAccess,
  actor: Actor,
  resolution: Resolution,
): Promise<DatasetRecord> {
  const dataset = access.dataset;
  if (dataset.version !== resolution.version) throw staleVersionError();
  const remote = remotePackageOf(dataset);
  if (!remote || stampOf(remote) !== resolution.catalogueModified) {
    throw AppError.aborted('staleVersion', 'The catalogue changed again; reload the comparison');
  }
  return db.transaction(async (tx) => {
    const localResources = await tx
      .select()
      .from(resources)
      .where(eq(resources.datasetId, dataset.id))
      .orderBy(asc(resources.position));
    const fields = conflictFields(dataset, localResources);
    const sideOf = (field: ConflictField) =>
      resolution.take ?? resolution.choices[field.field] ?? defaultConflictSide(field);
    const sides = Object.fromEntries(fields.map((field) => [field.field, sideOf(field)]));

    const local = fieldValuesOf(dataset);
    const catalogue = fieldValuesOfPackage(remote);
    const chosen: DatasetFormValues = { ...local };
    for (const field of datasetFields) {
      if (sides[field] === 'catalogue') Object.assign(chosen, { [field]: catalogue[field] });
    }
    const organization =
      sides.organization === 'catalogue' && remote.organization
        ? {
            id: remote.organization.id,
            name: remote.organization.name,
            title: remote.organization.title ?? remote.organization.name,
          }
        : {
            id: dataset.ownerOrg ?? local.organization,
            name: local.organization,
            title: dataset.organizationTitle ?? local.organization,
          };
    // The extras are the catalogue's now; only the update frequency is ours to keep.
    const columns = columnsOfForm(
      chosen,
      organization,
      remote.extras as Extra[],
      catalogue.updateFrequency,
    );

    if (sides.resources === 'catalogue') {
      await storeResources(tx, dataset.instanceId, [remote], new Map([[remote.id, dataset.id]]));
      await tx
        .delete(resources)
        .where(and(eq(resources.datasetId, dataset.id), isNull(resources.ckanId)));
    } else {
      // Kept locally but gone from the catalogue: created again by the next push.
      const remoteIds = remote.resources.map((resource) => resource.id);
      await tx
        .update(resources)
        .set({ ckanId: null, syncStatus: 'local_only' })
        .where(
          and(
            eq(resources.datasetId, dataset.id),
            remoteIds.length > 0 ? notInArray(resources.ckanId, remoteIds) : undefined,
          ),
        );
    }
    const rebased = { ...dataset, ...columns, base: remote as unknown };
    const resourcesNow = await tx
      .select()
      .from(resources)
      .where(eq(resources.datasetId, dataset.id));
    const syncStatus = syncStatusAfterEdit({ ...rebased, syncStatus: 'not_synced' }, resourcesNow);
    const [updated] = await tx
      .update(datasets)
      .set({
        ...columns,
        base: null,
        remote,
        remoteModified: stampOf(remote),
        syncStatus,
        version: dataset.version + 1,
      })
      .where(and(eq(datasets.id, dataset.id), eq(datasets.version, dataset.version)))
      .returning();
    if (!updated) throw staleVersionError();

    const changes = fieldChanges(local, chosen);
    if (sides.resources === 'catalogue') {
      const entry = fields.find((field) => field.field === 'resources')!;
      changes.push({ field: 'resources', before: entry.local, after: entry.catalogue });
    }
    await recordHistory(tx, {
      workspaceId: access.workspace.id,
      instanceId: access.instance.id,
      datasetId: dataset.id,
      datasetName: updated.name,
      source: 'conflict',
      actorId: actor.id,
      changes,
      details: { sides, catalogueModified: resolution.catalogueModified },
    });
    await recordEvent(tx, {
      workspaceId: access.workspace.id,
      instanceId: access.instance.id,
      level: 'info',
      kind: 'dataset.conflictResolved',
      actorId: actor.id,
      details: { datasetId: dataset.id, datasetName: updated.name, sides },
    });
    return updated;
  });
}
