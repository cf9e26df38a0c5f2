import type { CatalogueStore } from './catalogue-store.js';
import type {
  StoredDataset,
  StoredGroup,
  StoredLicense,
  StoredResource,
  StoredUser,
} from './types.js';

/** Turns stored rows into the dicts CKAN 2.10's API answers with (same keys, same order). */

export function resourceDict(resource: StoredResource, position: number): Record<string, unknown> {
  return {
    cache_last_updated: resource.cache_last_updated,
    cache_url: resource.cache_url,
    created: resource.created,
    description: resource.description,
    format: resource.format,
    hash: resource.hash,
    id: resource.id,
    last_modified: resource.last_modified,
    metadata_modified: resource.metadata_modified,
    mimetype: resource.mimetype,
    mimetype_inner: resource.mimetype_inner,
    name: resource.name,
    package_id: resource.package_id,
    position,
    resource_type: resource.resource_type,
    size: resource.size,
    state: 'active',
    url: resource.url,
    url_type: resource.url_type,
    ...resource.extras,
  };
}

export function organizationSummary(group: StoredGroup): Record<string, unknown> {
  return {
    id: group.id,
    name: group.name,
    title: group.title,
    type: 'organization',
    description: group.description,
    image_url: group.image_url,
    created: group.created,
    is_organization: true,
    approval_status: 'approved',
    state: group.state,
  };
}

function groupSummary(group: StoredGroup): Record<string, unknown> {
  return {
    description: group.description,
    display_name: group.title || group.name,
    id: group.id,
    image_display_url: group.image_url,
    name: group.name,
    title: group.title,
  };
}

export function isOpen(license: StoredLicense | undefined): boolean {
  return license?.od_conformance === 'approved' || license?.osd_conformance === 'approved';
}

export function packageDict(
  store: CatalogueStore,
  dataset: StoredDataset,
): Record<string, unknown> {
  const license = store.license(dataset.license_id);
  const organization = dataset.owner_org ? store.findGroup(dataset.owner_org, true) : undefined;
  const groups = dataset.groups
    .map((id) => store.findGroup(id, false))
    .filter((group): group is StoredGroup => group !== undefined)
    .sort((a, b) => (a.title || a.name).localeCompare(b.title || b.name));
  const tags = [...dataset.tags].sort();
  const dict: Record<string, unknown> = {
    author: dataset.author,
    author_email: dataset.author_email,
    creator_user_id: dataset.creator_user_id,
    id: dataset.id,
    isopen: isOpen(license),
    license_id: dataset.license_id,
    license_title: license ? license.title : dataset.license_id,
  };
  if (license?.url) dict.license_url = license.url;
  Object.assign(dict, {
    maintainer: dataset.maintainer,
    maintainer_email: dataset.maintainer_email,
    metadata_created: dataset.metadata_created,
    metadata_modified: dataset.metadata_modified,
    name: dataset.name,
    notes: dataset.notes,
    num_resources: dataset.resources.length,
    num_tags: tags.length,
    organization: organization ? organizationSummary(organization) : null,
    owner_org: dataset.owner_org,
    private: dataset.private,
    state: dataset.state,
    title: dataset.title,
    type: dataset.type,
    url: dataset.url,
    version: dataset.version,
    extras: Object.keys(dataset.extras)
      .sort()
      .map((key) => ({ key, value: dataset.extras[key] })),
    groups: groups.map(groupSummary),
    resources: dataset.resources.map(resourceDict),
    tags: tags.map((name) => ({
      display_name: name,
      id: store.tagId(name),
      name,
      state: 'active',
      vocabulary_id: null,
    })),
    relationships_as_subject: [],
    relationships_as_object: [],
  });
  return dict;
}

/** package_show's dict serialised once per version of the dataset (package_search joins these). */
export function packageJson(store: CatalogueStore, dataset: StoredDataset): string {
  return store.cached(dataset.id, 'json', () => JSON.stringify(packageDict(store, dataset)));
}

export function userDict(user: StoredUser, capacity?: string): Record<string, unknown> {
  return {
    about: null,
    activity_streams_email_notifications: false,
    ...(capacity ? { capacity } : {}),
    created: user.created,
    display_name: user.fullname || user.name,
    email_hash: '',
    fullname: user.fullname || null,
    id: user.id,
    image_display_url: null,
    image_url: null,
    last_active: null,
    name: user.name,
    number_created_packages: 0,
    state: 'active',
    sysadmin: user.sysadmin,
  };
}

/** organization_list/group_list with all_fields=true: no extras, users, tags or groups. */
export function groupListDict(group: StoredGroup, packageCount: number): Record<string, unknown> {
  return {
    approval_status: 'approved',
    created: group.created,
    description: group.description,
    display_name: group.title || group.name,
    id: group.id,
    image_display_url: group.image_url,
    image_url: group.image_url,
    is_organization: group.isOrganization,
    name: group.name,
    num_followers: 0,
    package_count: packageCount,
    state: group.state,
    title: group.title,
    type: group.isOrganization ? 'organization' : 'group',
  };
}

export function groupShowDict(
  store: CatalogueStore,
  group: StoredGroup,
  packageCount: number,
  includeUsers: boolean,
): Record<string, unknown> {
  const dict = groupListDict(group, packageCount);
  dict.extras = Object.keys(group.extras)
    .sort()
    .map((key) => ({
      group_id: group.id,
      id: `${group.id}-${key}`,
      key,
      state: 'active',
      value: group.extras[key],
    }));
  if (includeUsers) {
    dict.users = [...group.members.entries()]
      .map(([userId, capacity]) => {
        const user = store.users.get(userId);
        return user ? userDict(user, capacity) : undefined;
      })
      .filter((user) => user !== undefined);
  }
  dict.tags = [];
  dict.groups = [];
  return dict;
}

export function licenseDict(license: StoredLicense): Record<string, unknown> {
  return {
    domain_content: license.domain_content,
    id: license.id,
    domain_data: license.domain_data,
    domain_software: license.domain_software,
    family: license.family,
    is_generic: license.is_generic,
    od_conformance: license.od_conformance,
    osd_conformance: license.osd_conformance,
    maintainer: license.maintainer,
    status: license.status,
    url: license.url,
    title: license.title,
  };
}
