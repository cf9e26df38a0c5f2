import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Transaction } from '#server/db/database.js';
import { insertJsonRows, jsonRecordset, updateJsonRows } from '#server/db/insert-json-rows.js';
import { resources } from '#server/db/schema/index.js';
import type { ResourceFieldValues } from '../catalogue/dataset-fields.js';
import { staleVersionError } from './local-edit.js';

/**
 * What a local edit does to one resource of a dataset. An added resource is known by its key
 * (`row:<n>`, the import's row) until it has an id; `id` gives it one chosen beforehand.
 */
export type ResourceOperation =
  | { op: 'add'; row: number; values: ResourceFieldValues; id?: string }
  | { op: 'update'; resourceId: string; values: ResourceFieldValues }
  | { op: 'delete'; resourceId: string };

/** The key an added resource goes by in an order until it has an id. */
export const addedKey = (row: number) => `row:${row}`;
export const isAddedKey = (key: string) => key.startsWith('row:');

/** One dataset's resource changes: the operations, then its new order (null keeps it). */
export interface ResourceChanges {
  datasetId: string;
  operations: ResourceOperation[];
  /** Every resource of the dataset once, by id or added key; null keeps the order. */
  order: string[] | null;
  /** The position after the dataset's last resource: where added ones go without an order. */
  nextPosition: number;
}

/**
 * Writes the resource changes of many datasets in a few statements (one per kind of operation),
 * inside the edit's transaction: deleted, updated (a changed URL is a new link, so its old check
 * result goes), added (local only until the dataset's next sync), then put in order. An update
 * of a resource that is no longer the dataset's is a stale edit.
 */
export async function writeResourceChanges(
  tx: Transaction,
  instanceId: string,
  changes: ResourceChanges[],
): Promise<void> {
  const deletes: { id: string; datasetId: string }[] = [];
  const updates: ({ id: string; datasetId: string } & ResourceColumns)[] = [];
  const inserts: (typeof resources.$inferInsert)[] = [];
  const positions: { id: string; datasetId: string; position: number }[] = [];
  for (const { datasetId, operations, order, nextPosition } of changes) {
    const idOfKey = new Map<string, string>();
    let position = nextPosition;
    for (const operation of operations) {
      if (operation.op === 'delete') deletes.push({ id: operation.resourceId, datasetId });
      else if (operation.op === 'update')
        updates.push({ id: operation.resourceId, datasetId, ...columnsOf(operation.values) });
      else {
        const id = operation.id ?? randomUUID();
        idOfKey.set(addedKey(operation.row), id);
        inserts.push({
          id,
          datasetId,
          instanceId,
          ckanId: null,
          position: position++,
          ...columnsOf(operation.values),
          syncStatus: 'local_only',
        });
      }
    }
    for (const [index, key] of (order ?? []).entries())
      positions.push({ id: idOfKey.get(key) ?? key, datasetId, position: index });
  }

  if (deletes.length > 0)
    await tx.execute(
      sql`delete from ${resources} using ${jsonRecordset(resources, ['id', 'datasetId'], deletes)}
        where ${resources.id} = x."id" and ${resources.datasetId} = x."datasetId"`,
    );
  if (updates.length > 0) {
    const updated = await tx.execute<{ id: string }>(
      sql`${updateJsonRows(
        resources,
        {
          match: ['id', 'datasetId'],
          set: ['name', 'description', 'url', 'format', 'size', 'created', 'lastModified'],
        },
        updates,
        [
          // A link result belongs to the URL it was checked at: a new URL starts unchecked.
          sql`link_status = case when ${resources.url} = x."url" then ${resources.linkStatus} end`,
          sql`link_reason = case when ${resources.url} = x."url" then ${resources.linkReason} end`,
          sql`link_checked_at = case when ${resources.url} = x."url" then ${resources.linkCheckedAt} end`,
          sql`sync_status = case when ${resources.ckanId} is null then 'local_only' else 'not_synced' end`,
          sql`updated_at = now()`,
        ],
      )} returning ${resources.id}`,
    );
    if (updated.rows.length !== updates.length) throw staleVersionError();
  }
  if (inserts.length > 0)
    await tx.execute(
      insertJsonRows(
        resources,
        [
          'id',
          'datasetId',
          'instanceId',
          'ckanId',
          'position',
          'name',
          'description',
          'url',
          'format',
          'size',
          'created',
          'lastModified',
          'syncStatus',
        ],
        inserts,
      ),
    );
  if (positions.length > 0)
    await tx.execute(
      updateJsonRows(resources, { match: ['id', 'datasetId'], set: ['position'] }, positions),
    );
}

type ResourceColumns = Omit<ResourceFieldValues, 'created' | 'lastModified'> & {
  created: Date | null;
  lastModified: Date | null;
};

/** Resource values as the columns hold them (the dates as timestamps). */
function columnsOf(values: ResourceFieldValues): ResourceColumns {
  const at = (value: string | null) => (value === null ? null : new Date(value));
  return { ...values, created: at(values.created), lastModified: at(values.lastModified) };
}
