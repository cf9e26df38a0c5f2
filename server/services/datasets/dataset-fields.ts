import {
  datasetFields,
  type DatasetField,
  type DatasetFormValues,
} from '../../../contract/functions/dataset-edits.js';
import type { FieldChange } from '../../../contract/functions/histories.js';
import type { CkanPackage, CkanResource } from '../../connectors/ckan/index.js';
import type { datasets, resources } from '../../db/schema/index.js';
import type { datasetColumnsOf } from '../harvest/map-ckan-package.js';
import { datasetFieldsOf, resourceColumnsOf } from '../harvest/map-ckan-package.js';

type DatasetRecord = typeof datasets.$inferSelect;
type ResourceRecord = typeof resources.$inferSelect;
type DatasetColumns = ReturnType<typeof datasetColumnsOf>;

/**
 * The user-edited fields of a dataset in one comparable shape, whichever side they come from (the
 * local row, a CKAN package): empty means '', lists are the names. Histories, the push plan and
 * the conflict view all compare these.
 */
export type DatasetFieldValues = DatasetFormValues;

export function fieldValuesOf(
  row: Pick<
    DatasetRecord | DatasetColumns,
    | 'name'
    | 'title'
    | 'notes'
    | 'tags'
    | 'licenseId'
    | 'organizationName'
    | 'url'
    | 'maintainer'
    | 'groups'
    | 'updateFrequency'
  >,
): DatasetFieldValues {
  return {
    name: row.name,
    title: row.title ?? '',
    notes: row.notes ?? '',
    tags: [...(row.tags ?? [])],
    licenseId: row.licenseId ?? '',
    organization: row.organizationName ?? '',
    url: row.url ?? '',
    maintainer: row.maintainer ?? '',
    groups: [...(row.groups ?? [])],
    updateFrequency: row.updateFrequency ?? '',
  };
}

/** A dataset before it exists: what a created dataset's history compares with. */
export const emptyFieldValues: DatasetFieldValues = {
  name: '',
  title: '',
  notes: '',
  tags: [],
  licenseId: '',
  organization: '',
  url: '',
  maintainer: '',
  groups: [],
  updateFrequency: '',
};

export function fieldValuesOfPackage(pkg: CkanPackage): DatasetFieldValues {
  return fieldValuesOf(datasetFieldsOf(pkg));
}

/** Lists compare as sets: CKAN sorts tags and groups its own way. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    const left = [...a].map(String).sort();
    const right = [...b].map(String).sort();
    return left.length === right.length && left.every((item, index) => item === right[index]);
  }
  return a === b;
}

export function changedFields(
  before: DatasetFieldValues,
  after: DatasetFieldValues,
): DatasetField[] {
  return datasetFields.filter((field) => !sameValue(before[field], after[field]));
}

export function fieldChanges(before: DatasetFieldValues, after: DatasetFieldValues): FieldChange[] {
  return changedFields(before, after).map((field) => ({
    field,
    before: before[field],
    after: after[field],
  }));
}

/** The resource fields a user (or an import) edits and a push sends. */
export const resourceFields = ['name', 'description', 'url', 'format', 'size'] as const;
export type ResourceField = (typeof resourceFields)[number];
export type ResourceFieldValues = {
  [F in ResourceField]: F extends 'size' ? number | null : string;
};

export function resourceValuesOf(
  row: Pick<ResourceRecord, 'name' | 'description' | 'url' | 'format' | 'size'>,
): ResourceFieldValues {
  return {
    name: row.name ?? '',
    description: row.description ?? '',
    url: row.url ?? '',
    format: row.format ?? '',
    size: row.size ?? null,
  };
}

export function resourceValuesOfCkan(resource: CkanResource): ResourceFieldValues {
  const columns = resourceColumnsOf(resource, 0);
  return resourceValuesOf({
    name: columns.name ?? '',
    description: columns.description ?? '',
    url: columns.url ?? '',
    format: columns.format ?? '',
    size: columns.size ?? null,
  });
}

export function changedResourceFields(
  before: ResourceFieldValues,
  after: ResourceFieldValues,
): ResourceField[] {
  return resourceFields.filter((field) => before[field] !== after[field]);
}

/** A resource as one value in a history or the conflict view (created, deleted, listed). */
export function resourceSummary(values: ResourceFieldValues): {
  name: string;
  url: string;
  format: string;
} {
  return { name: values.name, url: values.url, format: values.format };
}
