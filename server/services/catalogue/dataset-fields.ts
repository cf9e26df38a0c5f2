import {
  datasetFieldKinds,
  datasetFields,
  type DatasetField,
  type DatasetFormValues,
} from '#contract/functions/datasets/index.js';
import type { DatasetVisibility } from '#contract/enums.js';
import type { FieldChange } from '#contract/functions/histories.js';
import { resourceFields, type ResourceField } from '#contract/functions/resources.js';
import type { CkanPackage, CkanResource } from '#server/connectors/ckan/index.js';
import {
  datasets,
  resources,
  type DatasetRecord,
  type ResourceRecord,
} from '#server/db/schema/index.js';
import { datasetFieldsOf, resourceColumnsOf } from './map-ckan-package.js';

/**
 * The user-edited fields of a dataset in one comparable shape, whichever side they come from (the
 * local row, a CKAN package): empty means '', lists are the names. Histories, the push plan and
 * the conflict view all compare these.
 */
export type DatasetFieldValues = DatasetFormValues;

/** The column of the datasets table that holds each field (an organization by its name). */
const columnOfField = {
  name: 'name',
  title: 'title',
  notes: 'notes',
  tags: 'tags',
  licenseId: 'licenseId',
  organization: 'organizationName',
  url: 'url',
  maintainer: 'maintainer',
  groups: 'groups',
  updateFrequency: 'updateFrequency',
  visibility: 'private',
} as const satisfies Record<DatasetField, keyof DatasetRecord>;
type FieldColumn = (typeof columnOfField)[DatasetField];

/** The CKAN package key that holds each field (the update frequency lives in an extra). */
export const ckanKeyOfField = {
  name: 'name',
  title: 'title',
  notes: 'notes',
  tags: 'tags',
  licenseId: 'license_id',
  organization: 'owner_org',
  url: 'url',
  maintainer: 'maintainer',
  groups: 'groups',
  updateFrequency: 'extras',
  visibility: 'private',
} as const satisfies Record<DatasetField, string>;

/**
 * A row with the columns of the editable fields: what comparing versions reads (a stored row, or
 * the columns a CKAN package maps to).
 */
export type DatasetFieldRow = Pick<DatasetRecord | typeof datasets.$inferInsert, FieldColumn>;

/** The editable fields' columns, as a select list (`db.select(datasetFieldColumns)`). */
export const datasetFieldColumns = Object.fromEntries(
  datasetFields.map((field) => [columnOfField[field], datasets[columnOfField[field]]]),
) as { [Column in FieldColumn]: (typeof datasets)[Column] };

export function fieldValuesOf(row: DatasetFieldRow): DatasetFieldValues {
  return Object.fromEntries(
    datasetFields.map((field) => {
      const value = row[columnOfField[field]];
      if (field === 'visibility') return [field, visibilityOf(value === true)];
      return [field, Array.isArray(value) ? [...value] : (value ?? '')];
    }),
  ) as DatasetFieldValues;
}

/** CKAN's `private` flag as the visibility a user reads and writes. */
export function visibilityOf(isPrivate: boolean): DatasetVisibility {
  return isPrivate ? 'private' : 'public';
}

/** A dataset before it exists: what a created dataset's history compares with. */
export const emptyFieldValues: DatasetFieldValues = Object.fromEntries(
  datasetFields.map((field) => [
    field,
    datasetFieldKinds[field] === 'list' ? ([] as string[]) : field === 'visibility' ? 'public' : '',
  ]),
) as DatasetFieldValues;

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

/** A resource's fields; its dates as ISO instants in UTC (`…Z`), null when unknown. */
export type ResourceFieldValues = {
  [F in ResourceField]: F extends 'size'
    ? number | null
    : F extends 'created' | 'lastModified'
      ? string | null
      : string;
};

type DateValue = Date | string | null | undefined;

/** What resource values are read from: a stored row (dates as Date) or checked input (ISO text). */
export type ResourceValuesSource = Pick<
  ResourceRecord,
  Exclude<ResourceField, 'created' | 'lastModified'>
> & {
  created?: DateValue;
  lastModified?: DateValue;
};

function instantOf(value: DateValue): string | null {
  if (value === null || value === undefined || value === '') return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** The resource fields' columns, as a select list. */
export const resourceFieldColumns = Object.fromEntries(
  resourceFields.map((field) => [field, resources[field]]),
) as { [Field in ResourceField]: (typeof resources)[Field] };

export function resourceValuesOf(row: ResourceValuesSource): ResourceFieldValues {
  return {
    name: row.name ?? '',
    description: row.description ?? '',
    url: row.url ?? '',
    format: row.format ?? '',
    size: row.size ?? null,
    created: instantOf(row.created),
    lastModified: instantOf(row.lastModified),
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
    created: columns.created ?? null,
    lastModified: columns.lastModified ?? null,
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

/** A resource added (before null) or removed (after null), as a history records it. */
export function resourceListChange(
  before: ResourceFieldValues | null,
  after: ResourceFieldValues | null,
  resourceId?: string,
): FieldChange {
  return {
    field: 'resource',
    before: before && resourceSummary(before),
    after: after && resourceSummary(after),
    ...(resourceId ? { resourceId } : {}),
    resourceName: (after ?? before)!.name,
  };
}

/** Each changed field of one resource, as a history records it (`resource.url`, …). */
export function resourceFieldChanges(
  before: ResourceFieldValues,
  after: ResourceFieldValues,
  resourceId: string,
): FieldChange[] {
  return changedResourceFields(before, after).map((field) => ({
    field: `resource.${field}`,
    before: before[field],
    after: after[field],
    resourceId,
    resourceName: after.name,
  }));
}
