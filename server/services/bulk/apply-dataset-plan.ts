import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Queryable } from '../../db/database.js';
import { datasets, instances, resources } from '../../db/schema/index.js';
import type { InstanceAccess } from '../../policies/instances.js';
import { columnsOfForm, staleVersionError, syncStatusAfterEdit } from '../datasets/save-dataset.js';
import { recordHistory } from '../histories/record-history.js';
import type { CatalogueVocabularies } from '../vocabularies/catalogue-vocabularies.js';
import type { DatasetPlan } from './import-plan.js';

type DatasetRecord = typeof datasets.$inferSelect;
type Extra = { key: string; value: unknown };

/**
 * Applies one dataset's part of an import inside the import's transaction: its fields, its
 * resources (added, updated, deleted, reordered), a new version and sync status, and one history
 * row with source import naming the file. A dataset whose version moved since the preview
 * aborts the whole import.
 */
export async function applyDatasetPlan(
  tx: Queryable,
  access: InstanceAccess,
  actor: Actor,
  vocabularies: CatalogueVocabularies,
  plan: DatasetPlan,
  source: { importId: string; fileName: string },
): Promise<void> {
  const organizationOf = (name: string, current?: DatasetRecord) =>
    vocabularies.organizations.find((item) => item.name === name) ?? {
      id: current?.ownerOrg ?? name,
      name,
      title: current?.organizationTitle ?? name,
    };
  const dataset = plan.datasetId
    ? await lockedDataset(tx, plan.datasetId, plan.version!)
    : await insertDataset(tx, access, plan, organizationOf(plan.values!.organization));
  if (plan.datasetId && plan.values) {
    const organization = organizationOf(plan.values.organization, dataset);
    await tx
      .update(datasets)
      .set(
        columnsOfForm(
          plan.values,
          organization,
          dataset.extras as Extra[],
          dataset.updateFrequency ?? '',
        ),
      )
      .where(eq(datasets.id, dataset.id));
  }
  const added = new Map<string, string>();
  for (const op of plan.resources) {
    if (op.op === 'delete') {
      await tx
        .delete(resources)
        .where(and(eq(resources.id, op.resourceId), eq(resources.datasetId, dataset.id)));
    } else if (op.op === 'add') {
      const [created] = await tx
        .insert(resources)
        .values({
          datasetId: dataset.id,
          instanceId: access.instance.id,
          ckanId: null,
          position: 1_000_000 + op.row,
          ...op.values,
          syncStatus: 'local_only',
        })
        .returning({ id: resources.id });
      added.set(`row:${op.row}`, created!.id);
    } else {
      const [before] = await tx
        .select({ url: resources.url, ckanId: resources.ckanId })
        .from(resources)
        .where(and(eq(resources.id, op.resourceId), eq(resources.datasetId, dataset.id)));
      if (!before) throw staleVersionError();
      await tx
        .update(resources)
        .set({
          ...op.values,
          // A new URL is a new link: the old check result says nothing about it.
          ...(before.url !== op.values.url
            ? { linkStatus: null, linkReason: null, linkCheckedAt: null }
            : {}),
          syncStatus: before.ckanId ? 'not_synced' : 'local_only',
          updatedAt: new Date(),
        })
        .where(eq(resources.id, op.resourceId));
    }
  }
  if (plan.order)
    for (const [position, key] of plan.order.entries())
      await tx
        .update(resources)
        .set({ position })
        .where(eq(resources.id, added.get(key) ?? key));
  const after = await tx
    .select()
    .from(resources)
    .where(eq(resources.datasetId, dataset.id))
    .orderBy(asc(resources.position), asc(resources.createdAt));
  const [fresh] = await tx.select().from(datasets).where(eq(datasets.id, dataset.id));
  await tx
    .update(datasets)
    .set({
      numResources: after.length,
      syncStatus: syncStatusAfterEdit(fresh!, after),
      version: plan.datasetId ? dataset.version + 1 : 1,
      updatedAt: new Date(),
    })
    .where(eq(datasets.id, dataset.id));
  await recordHistory(tx, {
    workspaceId: access.workspace.id,
    instanceId: access.instance.id,
    datasetId: dataset.id,
    datasetName: plan.name,
    source: 'import',
    actorId: actor.id,
    changes: plan.changes,
    details: source,
  });
}

async function lockedDataset(
  tx: Queryable,
  datasetId: string,
  version: number,
): Promise<DatasetRecord> {
  const [row] = await tx.select().from(datasets).where(eq(datasets.id, datasetId)).for('update');
  if (!row || row.version !== version) throw staleVersionError();
  return row;
}

async function insertDataset(
  tx: Queryable,
  access: InstanceAccess,
  plan: DatasetPlan,
  organization: { id: string; name: string; title: string },
): Promise<DatasetRecord> {
  const values = plan.values!;
  const [created] = await tx
    .insert(datasets)
    .values({
      instanceId: access.instance.id,
      ckanId: null,
      ...columnsOfForm(values, organization, [], ''),
      syncStatus: 'local_only',
      version: 1,
    })
    .returning();
  await tx
    .update(instances)
    .set({ datasetCount: sql`${instances.datasetCount} + 1` })
    .where(eq(instances.id, access.instance.id));
  return created!;
}
