import { randomUUID } from 'node:crypto';
import type { CatalogueStore } from '../store/catalogue-store.js';
import type { StoredDataset, StoredResource, StoredUser } from '../store/types.js';
import { guessMimetype } from './formats.js';
import { textColumns, type CleanPackage } from './validate-package.js';
import type { CleanResource } from './validate-resource.js';

/** Columns CKAN clears when an update leaves them out (doc='remove_if_not_provided'). */
const resourceColumnsClearedWhenMissing = [
  'url',
  'description',
  'resource_type',
  'mimetype',
  'mimetype_inner',
] as const;

/** model_save.package_dict_save: create, or replace as package_update does (lists left out are emptied). */
export function savePackage(
  store: CatalogueStore,
  user: StoredUser | undefined,
  clean: CleanPackage,
  existing: StoredDataset | undefined,
  options: { guessMimetypes: boolean },
): StoredDataset {
  const now = store.clock.now();
  const dataset: StoredDataset = existing ?? {
    id: clean.id ?? randomUUID(),
    name: clean.name ?? '',
    title: null,
    notes: null,
    url: null,
    version: null,
    author: null,
    author_email: null,
    maintainer: null,
    maintainer_email: null,
    license_id: null,
    owner_org: null,
    private: false,
    state: 'active',
    type: 'dataset',
    creator_user_id: user?.id ?? '',
    metadata_created: now,
    metadata_modified: now,
    extras: {},
    tags: [],
    groups: [],
    resources: [],
  };
  const previousName = dataset.name;
  if (clean.name !== undefined) dataset.name = clean.name;
  for (const key of textColumns) dataset[key] = clean.text[key] ?? null;
  if (clean.owner_org !== undefined) dataset.owner_org = clean.owner_org;
  if (clean.private !== undefined) dataset.private = clean.private;
  if (clean.type !== undefined) dataset.type = clean.type;
  if (clean.state !== undefined) dataset.state = clean.state;
  dataset.tags = [...(clean.tags ?? [])].sort();
  dataset.groups = [...new Set(clean.groups ?? [])];
  dataset.extras = { ...(clean.extras ?? {}) };
  dataset.resources = (clean.resources ?? []).map((resource) =>
    saveResource(dataset, resource, now, options.guessMimetypes),
  );
  dataset.metadata_modified = now;
  if (existing) store.saved(dataset, previousName);
  else store.insertDataset(dataset);
  return dataset;
}

function saveResource(
  dataset: StoredDataset,
  clean: CleanResource,
  now: string,
  guessMimetypes: boolean,
): StoredResource {
  const old = clean.id ? dataset.resources.find((resource) => resource.id === clean.id) : undefined;
  const values = { ...clean.values };
  // package_update asks the uploader for a mimetype when the resource dict has none.
  if (guessMimetypes && !clean.present.has('mimetype')) {
    const url = typeof values.url === 'string' ? values.url : old?.url;
    const guessed = url ? guessMimetype(url) : null;
    if (guessed) {
      values.mimetype = guessed;
      clean.given.add('mimetype');
    }
  }
  const resource: StoredResource = old
    ? { ...old }
    : {
        id: clean.id ?? randomUUID(),
        package_id: dataset.id,
        url: '',
        name: null,
        description: null,
        format: null,
        mimetype: null,
        mimetype_inner: null,
        size: null,
        hash: '',
        resource_type: null,
        url_type: null,
        created: now,
        last_modified: null,
        metadata_modified: now,
        cache_url: null,
        cache_last_updated: null,
        extras: {},
      };
  let changed = !old;
  const record = resource as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(values)) {
    if (record[key] !== value) changed = true;
    record[key] = value;
  }
  for (const key of resourceColumnsClearedWhenMissing) {
    if (clean.given.has(key)) continue;
    const blank = key === 'url' ? '' : null;
    if (record[key] !== blank) changed = true;
    record[key] = blank;
  }
  if (JSON.stringify(resource.extras) !== JSON.stringify(clean.extras)) changed = true;
  resource.extras = { ...clean.extras };
  resource.package_id = dataset.id;
  if (changed) resource.metadata_modified = now;
  return resource;
}
