import { datasetFields, type DatasetField } from '#contract/functions/datasets/index.js';
import type { ResourceField } from '#contract/functions/resources.js';
import type { FieldChange } from '#contract/functions/histories.js';
import type {
  CkanPackage,
  CkanPackageInput,
  CkanResourceInput,
} from '#server/connectors/ckan/index.js';
import { ZCkanPackage } from '#server/connectors/ckan/index.js';
import type { DatasetRecord, ResourceRecord } from '#server/db/schema/index.js';
import {
  changedFields,
  ckanKeyOfField,
  changedResourceFields,
  fieldValuesOf,
  fieldValuesOfPackage,
  resourceFieldChanges,
  resourceListChange,
  resourceValuesOf,
  resourceValuesOfCkan,
  type DatasetFieldValues,
  type ResourceFieldValues,
  type ResourceValuesSource,
} from './dataset-fields.js';

export interface ResourcePatch {
  localId: string;
  ckanId: string;
  changes: Partial<CkanResourceInput>;
}

/**
 * What a push must send to make the catalogue hold the local version, worked out against `base`
 * (the catalogue version the local one started from): only what changed, so a field someone else
 * changed in the catalogue and we did not touch is never sent back.
 */
export interface PushPlan {
  /** create: package_create with every field and the resources; patch: package_patch. */
  kind: 'create' | 'patch';
  /** CKAN keys to send (all of them for a create); empty when no dataset field changed. */
  packageFields: Partial<CkanPackageInput>;
  resourceCreates: { localId: string; input: CkanResourceInput }[];
  resourcePatches: ResourcePatch[];
  resourceDeletes: { ckanId: string; name: string }[];
  /** Local resource ids in the order the catalogue should list them. */
  order: string[];
  /** What the history records: field by field, before (base) and after (local). */
  changes: FieldChange[];
  changedFields: DatasetField[];
}

/**
 * The catalogue version the local copy started from (`base`, or `remote` while they are the same),
 * or null for a dataset created here and never pushed.
 */
export function basePackageOf(dataset: Pick<DatasetRecord, 'base' | 'remote'>): CkanPackage | null {
  const base = dataset.base ?? dataset.remote;
  if (!base) return null;
  const parsed = ZCkanPackage.safeParse(base);
  return parsed.success ? parsed.data : null;
}

/** A dataset as a push reads it: its search columns play no part. */
export type PushedDataset = Omit<DatasetRecord, 'searchText'>;

/** A resource as a push reads it: its fields, its catalogue id and its place in the order. */
export type PushedResource = Pick<ResourceRecord, 'id' | 'ckanId' | 'position' | 'createdAt'> &
  ResourceValuesSource;

export function planPush(dataset: PushedDataset, localResources: PushedResource[]): PushPlan {
  const base = dataset.ckanId ? basePackageOf(dataset) : null;
  const local = fieldValuesOf(dataset);
  const ordered = [...localResources].sort(
    (a, b) => a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime(),
  );
  if (!base) return planCreate(dataset, local, ordered);

  const before = fieldValuesOfPackage(base);
  const fields = changedFields(before, local);
  const packageFields: Partial<CkanPackageInput> = {};
  for (const field of fields)
    Object.assign(packageFields, ckanFieldsOf(field, dataset, local, base));
  // CKAN replaces extras whole: any difference (the update frequency lives there) sends them all.
  if (!sameExtras(dataset.extras, base.extras)) packageFields.extras = extrasOf(dataset);

  const changes: FieldChange[] = fields.map((field) => ({
    field,
    before: before[field],
    after: local[field],
  }));
  const baseResources = new Map(base.resources.map((resource) => [resource.id, resource]));
  const plan = pushPlan('patch', packageFields, ordered, changes, fields);
  for (const row of ordered) {
    const values = resourceValuesOf(row);
    const baseResource = row.ckanId ? baseResources.get(row.ckanId) : undefined;
    if (!baseResource) {
      plan.resourceCreates.push({ localId: row.id, input: resourceInputOf(values) });
      changes.push(resourceListChange(null, values, row.id));
      continue;
    }
    const baseValues = resourceValuesOfCkan(baseResource);
    const changed = changedResourceFields(baseValues, values);
    if (changed.length > 0) {
      plan.resourcePatches.push({
        localId: row.id,
        ckanId: baseResource.id,
        changes: Object.fromEntries(
          changed.map((field) => [ckanKeyOfResourceField[field], ckanResourceValue(field, values)]),
        ),
      });
      changes.push(...resourceFieldChanges(baseValues, values, row.id));
    }
  }
  const kept = new Set(ordered.map((row) => row.ckanId).filter(Boolean));
  for (const resource of base.resources) {
    if (kept.has(resource.id)) continue;
    const values = resourceValuesOfCkan(resource);
    plan.resourceDeletes.push({ ckanId: resource.id, name: values.name });
    changes.push(resourceListChange(values, null));
  }
  const baseOrder = base.resources.map((resource) => resource.id).filter((id) => kept.has(id));
  const localOrder = ordered
    .map((row) => row.ckanId)
    .filter((id): id is string => !!id && baseResources.has(id));
  if (baseOrder.join() !== localOrder.join()) {
    changes.push({
      field: 'resourceOrder',
      before: baseOrder.map((id) => resourceValuesOfCkan(baseResources.get(id)!).name),
      after: ordered.map((row) => row.name),
    });
  }
  return plan;
}

/** Whether a push would send anything at all. */
export function isEmptyPlan(plan: PushPlan): boolean {
  return (
    plan.kind === 'patch' &&
    plan.changes.length === 0 &&
    Object.keys(plan.packageFields).length === 0
  );
}

function planCreate(
  dataset: PushedDataset,
  local: DatasetFieldValues,
  ordered: PushedResource[],
): PushPlan {
  const packageFields: Partial<CkanPackageInput> = Object.assign(
    {},
    ...datasetFields.map((field) => ckanFieldsOf(field, dataset, local, null)),
    {
      extras: extrasOf(dataset),
      resources: ordered.map((row) => resourceInputOf(resourceValuesOf(row))),
    },
  );
  const changes: FieldChange[] = Object.entries(local)
    .filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value !== ''))
    .map(([field, value]) => ({ field, before: null, after: value }));
  for (const row of ordered) changes.push(resourceListChange(null, resourceValuesOf(row), row.id));
  return pushPlan('create', packageFields, ordered, changes, []);
}

/** A plan with no resource operations yet; a patch adds them as it compares the resources. */
function pushPlan(
  kind: PushPlan['kind'],
  packageFields: Partial<CkanPackageInput>,
  ordered: PushedResource[],
  changes: FieldChange[],
  changedFields: PushPlan['changedFields'],
): PushPlan {
  return {
    kind,
    packageFields,
    resourceCreates: [],
    resourcePatches: [],
    resourceDeletes: [],
    order: ordered.map((row) => row.id),
    changes,
    changedFields,
  };
}

/** The CKAN keys that carry one field; `base` keeps a tag in the vocabulary it came from. */
function ckanFieldsOf(
  field: DatasetField,
  dataset: PushedDataset,
  local: DatasetFieldValues,
  base: CkanPackage | null,
): Partial<CkanPackageInput> {
  switch (field) {
    case 'organization':
      return { owner_org: dataset.ownerOrg ?? local.organization };
    case 'tags': {
      const vocabularyOf = new Map(base?.tags.map((tag) => [tag.name, tag.vocabulary_id]));
      return {
        tags: local.tags.map((name) => {
          const vocabularyId = vocabularyOf.get(name);
          return vocabularyId ? { name, vocabulary_id: vocabularyId } : { name };
        }),
      };
    }
    case 'groups':
      return { groups: local.groups.map((name) => ({ name })) };
    case 'updateFrequency':
      return { extras: extrasOf(dataset) };
    case 'visibility':
      return { private: dataset.private };
    default:
      return { [ckanKeyOfField[field]]: local[field] };
  }
}

type Extra = { key: string; value: string | number | boolean | null };

function extrasOf(dataset: Pick<DatasetRecord, 'extras'>): Extra[] {
  return (dataset.extras as Extra[]).map((extra) => ({ key: extra.key, value: extra.value }));
}

function sameExtras(local: unknown, base: CkanPackage['extras']): boolean {
  const key = (extras: Extra[]) =>
    JSON.stringify(
      [...extras]
        .map((e) => [e.key, e.value])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  return key(local as Extra[]) === key(base as Extra[]);
}

function resourceInputOf(values: ResourceFieldValues): CkanResourceInput {
  return {
    name: values.name,
    description: values.description,
    url: values.url,
    format: values.format,
    ...(values.size !== null ? { size: values.size } : {}),
    ...(values.created !== null ? { created: ckanDate(values.created) } : {}),
    ...(values.lastModified !== null ? { last_modified: ckanDate(values.lastModified) } : {}),
  };
}

/** The resource_patch key of each resource field. */
const ckanKeyOfResourceField = {
  name: 'name',
  description: 'description',
  url: 'url',
  format: 'format',
  size: 'size',
  created: 'created',
  lastModified: 'last_modified',
} as const satisfies Record<ResourceField, string>;

/** What resource_patch gets for a field: the dates as CKAN reads them, null to clear. */
function ckanResourceValue(field: ResourceField, values: ResourceFieldValues) {
  if (field !== 'created' && field !== 'lastModified') return values[field];
  const instant = values[field];
  return instant === null ? null : ckanDate(instant);
}

/**
 * An instant as CKAN's isodate reads it: naive UTC, seconds, and microseconds (six digits) only
 * when there are any.
 */
function ckanDate(instant: string): string {
  const seconds = instant.slice(0, 19);
  const milliseconds = instant.slice(20, 23);
  return milliseconds === '000' ? seconds : `${seconds}.${milliseconds}000`;
}
