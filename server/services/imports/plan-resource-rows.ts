import { and, asc, eq } from 'drizzle-orm';
import type { CellIssue } from '#contract/functions/imports.js';
import type { FieldChange } from '#contract/functions/histories.js';
import type { Queryable } from '#server/db/database.js';
import { inJsonList } from '#server/db/in-json-list.js';
import { datasets, resources } from '#server/db/schema/index.js';
import {
  resourceActions,
  type CsvRecord,
  type ResourceAction,
  type ResourceCsvColumn,
} from '#server/engines/csv/index.js';
import { mayEditOrganization, type InstanceAccess } from '#server/policies/instances.js';
import {
  changedResourceFields,
  resourceFieldChanges,
  resourceFieldColumns,
  resourceListChange,
  resourceValuesOf,
} from '../catalogue/dataset-fields.js';
import { addedKey, isAddedKey } from '../datasets/write-resources.js';
import type {
  DatasetPlan,
  PlannedImport,
  RecordBatches,
  ResourceOperation,
} from './import-plan.js';
import { resourceRowValues } from './resource-row-values.js';

type ResourceRecord = Pick<
  typeof resources.$inferSelect,
  | 'id'
  | 'datasetId'
  | 'name'
  | 'description'
  | 'url'
  | 'format'
  | 'size'
  | 'created'
  | 'lastModified'
>;
type CurrentResource = Pick<typeof resources.$inferSelect, 'id' | 'datasetId' | 'name'>;
type Placed = { key: string; name: string; position: number | null; index: number };

/** Datasets whose resource order is read from the database at once. */
const lookupBatch = 2000;
/** A resource id is a UUID; anything else names no resource (and would not cast). */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks every row of a resource CSV and turns the rows into resource changes per dataset. The
 * Action column says what a row does: blank keeps or updates the resource of its Resource Id (or
 * adds one when the id is blank), add, update or delete; the Position column orders a dataset's
 * resources. Resources the file does not mention are left as they are. The file's rows and the
 * working copy are read a batch at a time (the resources a batch names; at the end the order of
 * the datasets touched), so neither a whole file nor every resource is ever held at once.
 */
export async function planResourceRows(
  db: Queryable,
  access: InstanceAccess,
  batches: RecordBatches<ResourceCsvColumn>,
): Promise<PlannedImport> {
  const instanceId = access.instance.id;
  const datasetRows = await db
    .select({
      id: datasets.id,
      name: datasets.name,
      version: datasets.version,
      organizationName: datasets.organizationName,
    })
    .from(datasets)
    .where(eq(datasets.instanceId, instanceId));
  const datasetByName = new Map(datasetRows.map((row) => [row.name, row]));
  const datasetById = new Map(datasetRows.map((row) => [row.id, row]));
  const issues: CellIssue[] = [];
  const operations = new Map<
    string,
    { ops: ResourceOperation[]; positions: Placed[]; unchanged: string[]; changes: FieldChange[] }
  >();
  const counts = { new: 0, changed: 0, unchanged: 0, deleted: 0, conflicts: 0 };
  const seenIds = new Set<string>();

  let rows = 0;
  for await (const batch of batches) {
    rows += batch.length;
    const resourceById = await resourcesNamed(db, instanceId, batch);
    for (const { row, values } of batch) {
      const before = issues.length;
      const issue = (column: ResourceCsvColumn, key: string, params?: Record<string, string>) =>
        issues.push({ row, column, key, ...(params ? { params } : {}) });
      const datasetName = values['Dataset Name'].trim();
      const dataset = datasetByName.get(datasetName);
      if (datasetName === '') issue('Dataset Name', 'csvRequired', { column: 'Dataset Name' });
      else if (!dataset) issue('Dataset Name', 'csvDatasetUnknown');
      else if (!mayEditOrganization(access.editable, dataset.organizationName))
        issue('Dataset Name', 'organizationNotEditable');
      const action = values.Action.trim().toLowerCase() as ResourceAction;
      if (!resourceActions.includes(action)) issue('Action', 'csvActionUnknown');
      const id = values['Resource Id'].trim();
      const resource = id === '' ? undefined : resourceById.get(id);
      if (id !== '' && !resource) issue('Resource Id', 'csvResourceIdUnknown');
      else if (resource && dataset && resource.datasetId !== dataset.id)
        issue('Dataset Name', 'csvDatasetMismatch');
      if (id !== '' && seenIds.has(id)) issue('Resource Id', 'csvDuplicateResource');
      seenIds.add(id === '' ? addedKey(row) : id);
      if (action === 'add' && id !== '') issue('Resource Id', 'csvAddNeedsBlankId');
      if ((action === 'update' || action === 'delete') && id === '')
        issue('Resource Id', 'csvRequired', { column: 'Resource Id' });
      const positionCell = values.Position.trim();
      if (positionCell !== '' && !/^[1-9]\d*$/.test(positionCell)) issue('Position', 'csvPosition');
      const fields = action === 'delete' ? null : resourceRowValues(row, values, issues);
      if (issues.length > before || !dataset) continue;

      const entry = operations.get(dataset.id) ?? {
        ops: [],
        positions: [],
        unchanged: [],
        changes: [],
      };
      operations.set(dataset.id, entry);
      const position = positionCell === '' ? null : Number(positionCell);
      if (action === 'delete') {
        entry.ops.push({ op: 'delete', resourceId: resource!.id });
        entry.changes.push(resourceListChange(resourceValuesOf(resource!), null));
        counts.deleted += 1;
        continue;
      }
      if (!resource) {
        entry.ops.push({ op: 'add', row, values: fields! });
        entry.changes.push(resourceListChange(null, fields!));
        entry.positions.push({ key: addedKey(row), name: fields!.name, position, index: row });
        counts.new += 1;
        continue;
      }
      entry.positions.push({ key: resource.id, name: fields!.name, position, index: row });
      if (changedResourceFields(resourceValuesOf(resource), fields!).length === 0) {
        // Unchanged unless the new order moves it (counted below, once the order is known).
        entry.unchanged.push(resource.id);
        counts.unchanged += 1;
        continue;
      }
      entry.ops.push({ op: 'update', resourceId: resource.id, values: fields! });
      entry.changes.push(...resourceFieldChanges(resourceValuesOf(resource), fields!, resource.id));
      counts.changed += 1;
    }
  }

  const plans: DatasetPlan[] = [];
  const touched = [...operations.keys()];
  for (let at = 0; at < touched.length; at += lookupBatch) {
    const byDataset = await resourceOrderOf(db, touched.slice(at, at + lookupBatch));
    for (const datasetId of touched.slice(at, at + lookupBatch)) {
      const { ops, positions, unchanged, changes: rowChanges } = operations.get(datasetId)!;
      const dataset = datasetById.get(datasetId)!;
      const current = byDataset.get(datasetId) ?? [];
      const order = newOrder(current, ops, positions);
      // Position is a resource column: a row whose only change is its place is a changed row.
      const moved = order ? movedResources(current, order, unchanged) : 0;
      counts.unchanged -= moved;
      counts.changed += moved;
      const changes = [...rowChanges, ...orderChange(current, order, positions)];
      if (changes.length === 0) continue;
      plans.push({
        datasetId,
        version: dataset.version,
        name: dataset.name,
        values: null,
        resources: ops,
        order,
        changes,
      });
    }
  }
  return { plan: { datasets: plans }, issues, conflicts: [], counts, rows };
}

/** The resources of the instance that a batch of rows names by Resource Id, by id. */
async function resourcesNamed(
  db: Queryable,
  instanceId: string,
  batch: readonly CsvRecord<ResourceCsvColumn>[],
): Promise<Map<string, ResourceRecord>> {
  const ids = batch
    .map(({ values }) => values['Resource Id'].trim())
    .filter((id) => uuidPattern.test(id));
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: resources.id, datasetId: resources.datasetId, ...resourceFieldColumns })
    .from(resources)
    .where(and(eq(resources.instanceId, instanceId), inJsonList(resources.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Each dataset's resources in their order (id and name: what a reorder compares and shows). */
async function resourceOrderOf(
  db: Queryable,
  datasetIds: readonly string[],
): Promise<Map<string, CurrentResource[]>> {
  const rows = await db
    .select({ id: resources.id, datasetId: resources.datasetId, name: resources.name })
    .from(resources)
    .where(inJsonList(resources.datasetId, datasetIds))
    .orderBy(asc(resources.position), asc(resources.createdAt));
  return Map.groupBy(rows, (row) => row.datasetId);
}

/**
 * The dataset's resources after the import, in order: those with a Position by it, the others
 * where they were (new ones last), deleted ones gone. null when the order stays as it is.
 */
function newOrder(
  current: readonly CurrentResource[],
  ops: ResourceOperation[],
  positions: Placed[],
): string[] | null {
  const deleted = new Set(ops.flatMap((op) => (op.op === 'delete' ? [op.resourceId] : [])));
  const given = new Map(positions.map((placed) => [placed.key, placed.position]));
  const kept = current.filter((row) => !deleted.has(row.id));
  const added = positions.filter((placed) => isAddedKey(placed.key));
  const rank = [
    ...kept.map((row, index) => ({ key: row.id, at: given.get(row.id) ?? index + 1, index })),
    ...added.map((placed, index) => ({
      key: placed.key,
      at: placed.position ?? Number.MAX_SAFE_INTEGER,
      index: kept.length + index,
    })),
  ];
  rank.sort((a, b) => a.at - b.at || a.index - b.index);
  const order = rank.map((item) => item.key);
  const unchanged = added.length === 0 && order.join() === kept.map((row) => row.id).join();
  return unchanged ? null : order;
}

function orderChange(
  current: readonly CurrentResource[],
  order: string[] | null,
  positions: Placed[],
): FieldChange[] {
  if (!order) return [];
  const nameOf = new Map([
    ...current.map((row) => [row.id, row.name] as const),
    ...positions.map((placed) => [placed.key, placed.name] as const),
  ]);
  const before = current.map((row) => row.id);
  const keptBefore = before.filter((id) => order.includes(id));
  const keptAfter = order.filter((key) => !isAddedKey(key));
  // Adding or deleting alone is not a reorder; a changed order of the kept ones is.
  if (keptBefore.join() === keptAfter.join()) return [];
  return [
    {
      field: 'resourceOrder',
      before: before.map((id) => nameOf.get(id)),
      after: order.map((key) => nameOf.get(key)),
    },
  ];
}

/** How many of `ids` the new order puts at another place among the resources that stay. */
function movedResources(
  current: readonly { id: string }[],
  order: readonly string[],
  ids: readonly string[],
): number {
  const staying = new Set(order);
  const before = current.map((row) => row.id).filter((id) => staying.has(id));
  const after = order.filter((key) => !isAddedKey(key));
  return ids.filter((id) => before.indexOf(id) !== after.indexOf(id)).length;
}
