import { asc } from 'drizzle-orm';
import type { BatchChange } from '#contract/functions/batches.js';
import { importPreviewListLimit, type CellIssue } from '#contract/functions/imports.js';
import type { FieldChange } from '#contract/functions/histories.js';
import { ZResourceFormFields } from '#contract/functions/resources.js';
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
} from '../catalogue/dataset-fields.js';
import type { SelectedDataset } from '#server/services/datasets/read-selection.js';
import type { CatalogueVocabularies } from '../vocabularies/catalogue-vocabularies.js';
import type { DatasetPlan, PlannedImport, ResourceOperation } from '../imports/import-plan.js';
import { changedDatasetValues } from './changed-dataset-values.js';
import { checkedDatasetValues } from './checked-dataset-values.js';
import { datasetUpdatePlan } from './dataset-update-plan.js';
import { replacedText } from './replaced-text.js';

/** Datasets read, changed and checked per round: few statements, memory that stays flat. */
const datasetsPerRound = 1000;

type ResourceRow = { id: string; datasetId: string } & Parameters<typeof resourceValuesOf>[0];

/**
 * What a batch change does to each selected dataset, as an import's plan: the new values checked
 * by the form's rules (each problem at its dataset and field), the field-by-field changes the
 * history will record, and, for a replace in a resource field, an update of each resource it
 * changes. A dataset the change leaves as it is counts as unchanged. Each round's plans go to
 * `store` while no problem has been found (a plan with problems is not kept), and only the first
 * ones the preview lists stay in the answer, so memory stays flat however many are selected.
 */
export async function planBatchChange(
  db: Queryable,
  access: InstanceAccess,
  vocabularies: CatalogueVocabularies,
  selected: SelectedDataset[],
  change: BatchChange,
  store: (plans: DatasetPlan[]) => Promise<void>,
): Promise<PlannedImport> {
  const issues: CellIssue[] = [];
  const listed: DatasetPlan[] = [];
  let changed = 0;
  let unchanged = 0;
  const resourceField =
    change.op === 'replace' && change.field.startsWith('resource.')
      ? (change.field.slice('resource.'.length) as 'url' | 'name')
      : null;
  for (let start = 0; start < selected.length; start += datasetsPerRound) {
    const round = selected.slice(start, start + datasetsPerRound);
    const ids = round.map((dataset) => dataset.id);
    const rows = await db
      .select({ id: datasets.id, version: datasets.version, ...datasetFieldColumns })
      .from(datasets)
      .where(inJsonList(datasets.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const resourcesOf = resourceField ? await resourcesByDataset(db, ids) : new Map();
    const plans: DatasetPlan[] = [];
    round.forEach((dataset, index) => {
      const row = byId.get(dataset.id);
      // Deleted since the selection was read: the apply's version check would refuse it too.
      if (!row) return;
      const position = start + index + 1;
      const problem = (field: string, key: string) =>
        issues.push({ row: position, column: field, datasetName: dataset.name, key });
      const before = fieldValuesOf(row);
      // A change of resource fields leaves the dataset's own fields as they are: nothing to check.
      const checked = resourceField
        ? { values: before, problems: null }
        : checkedDatasetValues(
            access,
            vocabularies,
            { ...dataset, groups: row.groups ?? [], licenseId: row.licenseId },
            before,
            changedDatasetValues(before, change),
          );
      if (!checked.values) {
        for (const { field, key } of checked.problems) problem(field, key);
        return;
      }
      const operations: ResourceOperation[] = [];
      const resourceChanges: FieldChange[] = [];
      if (resourceField && change.op === 'replace') {
        for (const resource of resourcesOf.get(dataset.id) ?? []) {
          const values = resourceValuesOf(resource);
          const after = { ...values, [resourceField]: replacedText(values[resourceField], change) };
          if (after[resourceField] === values[resourceField]) continue;
          const valid = ZResourceFormFields.shape[resourceField].safeParse(after[resourceField]);
          if (!valid.success) {
            problem(change.field, valid.error.issues[0]?.message ?? 'invalid');
            continue;
          }
          after[resourceField] = valid.data;
          operations.push({ op: 'update', resourceId: resource.id, values: after });
          resourceChanges.push(...resourceFieldChanges(values, after, resource.id));
        }
      }
      const plan = datasetUpdatePlan(
        { id: dataset.id, version: row.version, name: dataset.name },
        before,
        checked.values,
        { operations, changes: resourceChanges },
      );
      if (plan) plans.push(plan);
      else unchanged += 1;
    });
    changed += plans.length;
    listed.push(...plans.slice(0, importPreviewListLimit - listed.length));
    if (issues.length === 0) await store(plans);
  }
  return {
    rows: selected.length,
    plan: { datasets: listed },
    planned: changed,
    issues,
    conflicts: [],
    counts: { new: 0, changed, unchanged, deleted: 0, conflicts: 0 },
  };
}

async function resourcesByDataset(
  db: Queryable,
  datasetIds: string[],
): Promise<Map<string, ResourceRow[]>> {
  const rows = await db
    .select({ id: resources.id, datasetId: resources.datasetId, ...resourceFieldColumns })
    .from(resources)
    .where(inJsonList(resources.datasetId, datasetIds))
    .orderBy(asc(resources.datasetId), asc(resources.position));
  const grouped = new Map<string, ResourceRow[]>();
  for (const row of rows) {
    const list = grouped.get(row.datasetId) ?? [];
    list.push(row);
    grouped.set(row.datasetId, list);
  }
  return grouped;
}
