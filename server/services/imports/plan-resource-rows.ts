import { asc, eq } from 'drizzle-orm';
import type { ImportIssue } from '../../../contract/functions/imports.js';
import type { FieldChange } from '../../../contract/functions/histories.js';
import type { Queryable } from '../../db/database.js';
import { datasets, resources } from '../../db/schema/index.js';
import {
  resourceActions,
  type CsvRecord,
  type ResourceAction,
  type ResourceCsvColumn,
} from '../../engines/csv/index.js';
import { mayEditOrganization, type InstanceAccess } from '../../policies/instances.js';
import {
  changedResourceFields,
  resourceFieldChanges,
  resourceFieldColumns,
  resourceListChange,
  resourceValuesOf,
} from '../datasets/dataset-fields.js';
import { addedKey, isAddedKey } from '../datasets/write-resources.js';
import type { DatasetPlan, PlannedImport, ResourceOperation } from './import-plan.js';
import { resourceRowValues } from './resource-row-values.js';

type ResourceRecord = Pick<
  typeof resources.$inferSelect,
  'id' | 'datasetId' | 'instanceId' | 'name' | 'description' | 'url' | 'format' | 'size'
>;
type Placed = { key: string; name: string; position: number | null; index: number };

/**
 * Checks every row of a resource CSV and turns the rows into resource changes per dataset. The
 * Action column says what a row does: blank keeps or updates the resource of its Resource Id (or
 * adds one when the id is blank), add, update or delete; the Position column orders a dataset's
 * resources. Resources the file does not mention are left as they are.
 */
export async function planResourceRows(
  db: Queryable,
  access: InstanceAccess,
  records: CsvRecord<ResourceCsvColumn>[],
): Promise<PlannedImport> {
  const instanceId = access.instance.id;
  const [datasetRows, resourceRows] = await Promise.all([
    db
      .select({
        id: datasets.id,
        name: datasets.name,
        version: datasets.version,
        organizationName: datasets.organizationName,
      })
      .from(datasets)
      .where(eq(datasets.instanceId, instanceId)),
    db
      .select({
        id: resources.id,
        datasetId: resources.datasetId,
        instanceId: resources.instanceId,
        ...resourceFieldColumns,
      })
      .from(resources)
      .where(eq(resources.instanceId, instanceId))
      .orderBy(asc(resources.position), asc(resources.createdAt)),
  ]);
  const datasetByName = new Map(datasetRows.map((row) => [row.name, row]));
  const datasetById = new Map(datasetRows.map((row) => [row.id, row]));
  const resourceById = new Map(resourceRows.map((row) => [row.id, row]));
  const issues: ImportIssue[] = [];
  const operations = new Map<
    string,
    { ops: ResourceOperation[]; positions: Placed[]; unchanged: string[] }
  >();
  const counts = { new: 0, changed: 0, unchanged: 0, deleted: 0, conflicts: 0 };
  const seenIds = new Set<string>();

  for (const { row, values } of records) {
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
    if (id !== '' && (!resource || resource.instanceId !== instanceId))
      issue('Resource Id', 'csvResourceIdUnknown');
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

    const entry = operations.get(dataset.id) ?? { ops: [], positions: [], unchanged: [] };
    operations.set(dataset.id, entry);
    const position = positionCell === '' ? null : Number(positionCell);
    if (action === 'delete') {
      entry.ops.push({ op: 'delete', resourceId: resource!.id });
      counts.deleted += 1;
      continue;
    }
    if (!resource) {
      entry.ops.push({ op: 'add', row, values: fields! });
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
    counts.changed += 1;
  }

  const byDataset = Map.groupBy(resourceRows, (row) => row.datasetId);
  const plans: DatasetPlan[] = [];
  for (const [datasetId, { ops, positions, unchanged }] of operations) {
    const dataset = datasetById.get(datasetId)!;
    const current = byDataset.get(datasetId) ?? [];
    const order = newOrder(current, ops, positions);
    // Position is a resource column: a row whose only change is its place is a changed row.
    const moved = order ? movedResources(current, order, unchanged) : 0;
    counts.unchanged -= moved;
    counts.changed += moved;
    const changes = [
      ...ops.flatMap((op) => changeOf(op, resourceById)),
      ...orderChange(current, order, positions),
    ];
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
  return { plan: { datasets: plans }, issues, conflicts: [], counts };
}

/**
 * The dataset's resources after the import, in order: those with a Position by it, the others
 * where they were (new ones last), deleted ones gone. null when the order stays as it is.
 */
function newOrder(
  current: ResourceRecord[],
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
  current: ResourceRecord[],
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

function changeOf(op: ResourceOperation, byId: Map<string, ResourceRecord>): FieldChange[] {
  if (op.op === 'add') return [resourceListChange(null, op.values)];
  const before = resourceValuesOf(byId.get(op.resourceId)!);
  if (op.op === 'delete') return [resourceListChange(before, null)];
  return resourceFieldChanges(before, op.values, op.resourceId);
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
