import { asc } from 'drizzle-orm';
import { datasetFields, type DatasetField } from '#contract/functions/datasets/index.js';
import type { CellIssue } from '#contract/functions/imports.js';
import type { FieldChange } from '#contract/functions/histories.js';
import { resourceFields, type ResourceField } from '#contract/functions/resources.js';
import type { Queryable } from '#server/db/database.js';
import { inJsonList } from '#server/db/in-json-list.js';
import { datasets, resources } from '#server/db/schema/index.js';
import type { InstanceAccess } from '#server/policies/instances.js';
import {
  datasetFieldColumns,
  fieldValuesOf,
  resourceFieldChanges,
  resourceFieldColumns,
  resourceValuesOf,
  sameValue,
  type ResourceFieldValues,
} from '../catalogue/dataset-fields.js';
import type {
  DatasetPlan,
  ImportPlan,
  PlannedImport,
  ResourceOperation,
} from '../imports/import-plan.js';
import type { CatalogueVocabularies } from '../vocabularies/catalogue-vocabularies.js';
import { checkedDatasetValues } from './checked-dataset-values.js';
import { datasetUpdatePlan } from './dataset-update-plan.js';

/** Why a dataset of the batch is left as it is by its undo. */
export type KeptReason = 'changedSince' | 'gone' | 'notUndoable';
export interface KeptDataset {
  datasetId: string | null;
  datasetName: string;
  reason: KeptReason;
}

const datasetsPerRound = 1000;
const isDatasetField = (field: string): field is DatasetField =>
  (datasetFields as readonly string[]).includes(field);
const resourceFieldOf = (field: string): ResourceField | null => {
  const name = field.startsWith('resource.') ? field.slice('resource.'.length) : '';
  return (resourceFields as readonly string[]).includes(name) ? (name as ResourceField) : null;
};

/**
 * The undo of an applied batch as a plan of its own: on each dataset whose fields still hold what
 * the batch wrote, every field the batch changed goes back to its value before (resource fields
 * too), checked by the form's rules as any edit. A dataset changed since (any of those fields
 * moved on), gone, created or deleted by the batch, or whose resources the batch added or removed
 * is kept as it is and listed, so the undo never throws away someone's later work.
 */
export async function planBatchUndo(
  db: Queryable,
  access: InstanceAccess,
  vocabularies: CatalogueVocabularies,
  batch: ImportPlan,
): Promise<PlannedImport & { kept: KeptDataset[] }> {
  const kept: KeptDataset[] = [];
  const plans: DatasetPlan[] = [];
  const issues: CellIssue[] = [];
  const undoable = batch.datasets.filter((dataset) => {
    const reason =
      dataset.datasetId === null || dataset.delete
        ? 'notUndoable'
        : dataset.changes.some(
              (change) => change.field === 'resource' || change.field === 'resourceOrder',
            )
          ? 'notUndoable'
          : null;
    if (reason) kept.push({ datasetId: dataset.datasetId, datasetName: dataset.name, reason });
    return reason === null;
  });
  for (let start = 0; start < undoable.length; start += datasetsPerRound) {
    const round = undoable.slice(start, start + datasetsPerRound);
    const ids = round.map((dataset) => dataset.datasetId!);
    const rows = await db
      .select({
        id: datasets.id,
        version: datasets.version,
        ...datasetFieldColumns,
      })
      .from(datasets)
      .where(inJsonList(datasets.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const resourceRows = await db
      .select({ id: resources.id, ...resourceFieldColumns })
      .from(resources)
      .where(inJsonList(resources.datasetId, ids))
      .orderBy(asc(resources.position));
    const resourceById = new Map(resourceRows.map((row) => [row.id, resourceValuesOf(row)]));
    round.forEach((dataset, index) => {
      const keep = (reason: KeptReason) =>
        kept.push({ datasetId: dataset.datasetId, datasetName: dataset.name, reason });
      const row = byId.get(dataset.datasetId!);
      if (!row) return keep('gone');
      const current = fieldValuesOf(row);
      const restored = { ...current };
      const restoredResources = new Map<string, ResourceFieldValues>();
      for (const change of dataset.changes) {
        if (isDatasetField(change.field)) {
          if (!sameValue(current[change.field], change.after)) return keep('changedSince');
          Object.assign(restored, { [change.field]: change.before });
          continue;
        }
        const field = resourceFieldOf(change.field);
        const resource = change.resourceId ? resourceById.get(change.resourceId) : undefined;
        if (!field || !change.resourceId) return keep('notUndoable');
        if (!resource) return keep('changedSince');
        if (resource[field] !== change.after) return keep('changedSince');
        const values = restoredResources.get(change.resourceId) ?? { ...resource };
        restoredResources.set(change.resourceId, { ...values, [field]: change.before });
      }
      const checked = checkedDatasetValues(
        access,
        vocabularies,
        { ...row, groups: row.groups ?? [], licenseId: row.licenseId },
        current,
        restored,
      );
      if (!checked.values) {
        for (const { field, key } of checked.problems)
          issues.push({ row: start + index + 1, column: field, datasetName: row.name, key });
        return;
      }
      const operations: ResourceOperation[] = [];
      const resourceChanges: FieldChange[] = [];
      for (const [resourceId, values] of restoredResources) {
        operations.push({ op: 'update', resourceId, values });
        resourceChanges.push(
          ...resourceFieldChanges(resourceById.get(resourceId)!, values, resourceId),
        );
      }
      const plan = datasetUpdatePlan(row, current, checked.values, {
        operations,
        changes: resourceChanges,
      });
      if (plan) plans.push(plan);
    });
  }
  return {
    rows: batch.datasets.length,
    plan: { datasets: plans },
    issues,
    conflicts: [],
    counts: { new: 0, changed: plans.length, unchanged: 0, deleted: 0, conflicts: 0 },
    kept,
  };
}
