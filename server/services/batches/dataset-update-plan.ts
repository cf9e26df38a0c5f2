import type { FieldChange } from '#contract/functions/histories.js';
import { fieldChanges, type DatasetFieldValues } from '../catalogue/dataset-fields.js';
import type { DatasetPlan, ResourceOperation } from '../imports/import-plan.js';

/**
 * The plan of one dataset a batch updates in place: its checked values when a field of its own
 * changes, its resource updates, and the changes the history records, its own fields first. Null
 * when nothing changes.
 */
export function datasetUpdatePlan(
  dataset: { id: string; version: number; name: string },
  before: DatasetFieldValues,
  checked: DatasetFieldValues,
  resources: { operations: ResourceOperation[]; changes: FieldChange[] },
): DatasetPlan | null {
  const fieldsChanged = fieldChanges(before, checked);
  const changes = [...fieldsChanged, ...resources.changes];
  if (changes.length === 0) return null;
  return {
    datasetId: dataset.id,
    version: dataset.version,
    name: dataset.name,
    values: fieldsChanged.length > 0 ? checked : null,
    resources: resources.operations,
    order: null,
    changes,
  };
}
