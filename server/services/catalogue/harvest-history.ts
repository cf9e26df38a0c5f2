import { and, eq, inArray } from 'drizzle-orm';
import type { FieldChange } from '#contract/functions/histories.js';
import type { CkanPackage } from '#server/connectors/ckan/index.js';
import type { Transaction } from '#server/db/database.js';
import { datasets, resources } from '#server/db/schema/index.js';
import {
  datasetFieldColumns,
  fieldChanges,
  fieldValuesOf,
  fieldValuesOfPackage,
  resourceFieldChanges,
  resourceFieldColumns,
  resourceListChange,
  resourceValuesOf,
  resourceValuesOfCkan,
  type DatasetFieldValues,
  type ResourceFieldValues,
} from './dataset-fields.js';
import type { HistoryEntry } from '../histories/record-history.js';

/** Who the harvest rows are written for. */
export interface HarvestHistoryContext {
  workspaceId: string;
  /** The user who asked for the harvest; null for a scheduled one. */
  actorId: string | null;
}

interface PreviousVersion {
  values: DatasetFieldValues;
  resources: Map<string, { id: string; values: ResourceFieldValues }>;
}

/** The working copy of these catalogue datasets before a pull overwrites it. */
export async function loadPreviousVersions(
  tx: Transaction,
  instanceId: string,
  ckanIds: string[],
): Promise<Map<string, PreviousVersion>> {
  const previous = new Map<string, PreviousVersion>();
  if (ckanIds.length === 0) return previous;
  const rows = await tx
    .select({ id: datasets.id, ckanId: datasets.ckanId, ...datasetFieldColumns })
    .from(datasets)
    .where(and(eq(datasets.instanceId, instanceId), inArray(datasets.ckanId, ckanIds)));
  if (rows.length === 0) return previous;
  const resourceRows = await tx
    .select({
      id: resources.id,
      datasetId: resources.datasetId,
      ckanId: resources.ckanId,
      ...resourceFieldColumns,
    })
    .from(resources)
    .where(
      inArray(
        resources.datasetId,
        rows.map((row) => row.id),
      ),
    );
  const byDataset = new Map<string, PreviousVersion['resources']>();
  for (const row of resourceRows) {
    if (!row.ckanId) continue;
    const map = byDataset.get(row.datasetId) ?? new Map();
    map.set(row.ckanId, { id: row.id, values: resourceValuesOf(row) });
    byDataset.set(row.datasetId, map);
  }
  for (const row of rows) {
    previous.set(row.ckanId!, {
      values: fieldValuesOf(row),
      resources: byDataset.get(row.id) ?? new Map(),
    });
  }
  return previous;
}

/**
 * One harvest row per created or changed dataset. A changed dataset's row names the changed fields
 * with their before and after. A created dataset's row only says it came from the catalogue and
 * with how many resources: its values are the dataset's own row, and each later row records what
 * changed from them, so copying every field into the history as well would store the catalogue's
 * record twice (a fifth of a first harvest's work on the embedded database).
 */
export function harvestHistoryEntries(
  context: HarvestHistoryContext,
  instanceId: string,
  packages: CkanPackage[],
  previous: Map<string, PreviousVersion>,
  datasetIdByCkanId: Map<string, string>,
): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  for (const pkg of packages) {
    const before = previous.get(pkg.id);
    const changes: FieldChange[] = before
      ? [
          ...fieldChanges(before.values, fieldValuesOfPackage(pkg)),
          ...resourceChanges(before.resources, pkg),
        ]
      : [];
    if (before && changes.length === 0) continue;
    entries.push({
      workspaceId: context.workspaceId,
      instanceId,
      datasetId: datasetIdByCkanId.get(pkg.id) ?? null,
      datasetName: pkg.name,
      source: 'harvest',
      actorId: context.actorId,
      changes,
      details: before ? {} : { created: true, resources: pkg.resources.length },
    });
  }
  return entries;
}

function resourceChanges(before: PreviousVersion['resources'], pkg: CkanPackage): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const resource of pkg.resources) {
    const values = resourceValuesOfCkan(resource);
    const previous = before.get(resource.id);
    if (!previous) changes.push(resourceListChange(null, values));
    else changes.push(...resourceFieldChanges(previous.values, values, previous.id));
  }
  const kept = new Set(pkg.resources.map((resource) => resource.id));
  for (const [ckanId, previous] of before)
    if (!kept.has(ckanId)) changes.push(resourceListChange(previous.values, null));
  return changes;
}
