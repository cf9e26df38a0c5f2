import type { CkanPackage, CkanResource } from '#server/connectors/ckan/index.js';
import { normaliseCkanTimestamp, parseCkanTimestamp } from '#server/connectors/ckan/index.js';
import type { datasets, resources } from '#server/db/schema/index.js';
import { searchColumns } from '../search/search-text.js';

/** Extras keys that catalogues use for the update frequency (Japanese portals vary). */
export const updateFrequencyKeys = [
  'update_frequency',
  'frequency',
  'accrual_periodicity',
  '更新頻度',
];

type DatasetColumns = Omit<typeof datasets.$inferInsert, 'id' | 'instanceId'>;
type ResourceColumns = Omit<typeof resources.$inferInsert, 'id' | 'instanceId' | 'datasetId'>;

export function datasetColumnsOf(
  pkg: CkanPackage,
): DatasetColumns & { ckanId: string; searchText: string } {
  const fields = datasetFieldsOf(pkg);
  return {
    ...fields,
    ...searchColumns({
      name: fields.name,
      title: fields.title ?? '',
      notes: fields.notes ?? '',
      tags: fields.tags ?? [],
      organizationName: fields.organizationName ?? null,
      organizationTitle: fields.organizationTitle ?? null,
    }),
  };
}

/** The columns of a dataset row but its search index (what comparing versions needs). */
export function datasetFieldsOf(
  pkg: CkanPackage,
): Omit<DatasetColumns, 'searchText'> & { ckanId: string } {
  const extras = pkg.extras.map((extra) => ({
    key: String(extra.key),
    value: extra.value as unknown,
  }));
  const tags = pkg.tags.map((tag) => tag.name).filter((name): name is string => Boolean(name));
  const organizationName = pkg.organization?.name ?? null;
  const organizationTitle = pkg.organization?.title ?? null;
  const updateFrequency = extras.find((extra) => updateFrequencyKeys.includes(extra.key))?.value;
  const remoteModified = normaliseCkanTimestamp(pkg.metadata_modified);
  return {
    ckanId: pkg.id,
    name: pkg.name,
    title: pkg.title ?? '',
    notes: pkg.notes ?? '',
    ownerOrg: pkg.owner_org ?? null,
    organizationName,
    organizationTitle,
    licenseId: pkg.license_id ?? null,
    tags,
    groups: pkg.groups.map((group) => group.name),
    url: pkg.url ?? null,
    maintainer: pkg.maintainer ?? null,
    updateFrequency:
      updateFrequency === undefined || updateFrequency === null ? null : String(updateFrequency),
    extras,
    private: pkg.private,
    numResources: pkg.resources.length,
    metadataCreated: timestampOrNull(pkg.metadata_created),
    metadataModified: parseCkanTimestamp(pkg.metadata_modified),
    remote: pkg,
    // The catalogue's version is the local one's base: `base` stays null until they part.
    base: null,
    remoteModified,
    syncStatus: 'synced',
    removedAt: null,
    updatedAt: new Date(),
  };
}

export function resourceColumnsOf(
  resource: CkanResource,
  position: number,
): ResourceColumns & { ckanId: string } {
  return {
    ckanId: resource.id,
    position,
    name: resource.name ?? '',
    description: resource.description ?? '',
    url: resource.url ?? '',
    format: resource.format ?? '',
    mimetype: resource.mimetype ?? null,
    size:
      typeof resource.size === 'number' && Number.isFinite(resource.size) ? resource.size : null,
    created: timestampOrNull(resource.created),
    lastModified: timestampOrNull(resource.last_modified ?? resource.metadata_modified),
    syncStatus: 'synced',
    updatedAt: new Date(),
  };
}

function timestampOrNull(value: string | null | undefined): Date | null {
  if (!value) return null;
  try {
    return parseCkanTimestamp(value);
  } catch {
    return null;
  }
}
