import { groupListDict, groupShowDict, licenseDict, packageDict } from '../store/dictize.js';
import type { StoredGroup } from '../store/types.js';
import { NotAuthorized, NotFound, ValidationError, requireKey } from './action-errors.js';
import { canReadDataset, hasPermission, userName } from './authz.js';
import type { ActionContext, ActionData } from './context.js';

const truthy = (value: unknown) =>
  value === true ||
  (typeof value === 'string' && ['true', 'yes', 't', 'y', '1', 'on'].includes(value.toLowerCase()));

export const ckanVersion = '2.10.4';

export function statusShow(context: ActionContext): unknown {
  return {
    site_title: context.store.siteTitle,
    site_description:
      'A stand-in for CKAN used by Catalogue Steward tests and demos. Its data is invented.',
    site_url: context.store.siteUrl,
    error_emails_to: '',
    locale_default: 'ja',
    extensions: ['activity', 'sample-catalogue-stand-in'],
    ckan_version: ckanVersion,
  };
}

export function packageShow(context: ActionContext, data: ActionData): unknown {
  const reference = data.id || requireKey(data, 'name_or_id');
  const dataset = context.store.findDataset(String(reference));
  if (!dataset) throw new NotFound();
  if (!canReadDataset(context.store, context.user, dataset)) {
    throw new NotAuthorized(
      `User ${userName(context.user)} not authorized to read package ${dataset.id}`,
    );
  }
  return packageDict(context.store, dataset);
}

function natural(data: ActionData, key: string): number | undefined {
  const value = data[key];
  if (value === undefined || value === null || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number)) throw new ValidationError({ [key]: ['Invalid integer'] });
  if (number < 0) throw new ValidationError({ [key]: ['Must be a natural number'] });
  return number;
}

/** Names of the active public datasets, by name (package_list). */
export function packageList(context: ActionContext, data: ActionData): unknown {
  const names = [...context.store.datasets.values()]
    .filter((dataset) => dataset.state === 'active' && !dataset.private)
    .map((dataset) => dataset.name)
    .sort();
  const offset = natural(data, 'offset') ?? 0;
  const limit = natural(data, 'limit');
  return names.slice(offset, limit ? offset + limit : undefined);
}

export function tagList(context: ActionContext): unknown {
  return context.store.tagNames();
}

export function licenseList(context: ActionContext): unknown {
  return context.store.licenses.map(licenseDict);
}

/** Datasets of an organization or group the caller can see (what CKAN's package_count reports). */
function visibleCount(context: ActionContext, group: StoredGroup): number {
  const isMember =
    group.isOrganization && hasPermission(context.store, context.user, group.id, 'read');
  let count = 0;
  for (const dataset of context.store.datasets.values()) {
    if (dataset.state !== 'active') continue;
    const inGroup = group.isOrganization
      ? dataset.owner_org === group.id
      : dataset.groups.includes(group.id);
    if (!inGroup) continue;
    if (dataset.private && !(isMember || context.user?.sysadmin)) continue;
    count += 1;
  }
  return count;
}

function groupList(context: ActionContext, data: ActionData, isOrganization: boolean): unknown {
  const allFields = truthy(data.all_fields);
  const q = typeof data.q === 'string' ? data.q.trim().toLowerCase() : '';
  let groups = (
    isOrganization ? context.store.organizations() : context.store.plainGroups()
  ).filter(
    (group) =>
      !q ||
      [group.name, group.title, group.description].some((text) => text.toLowerCase().includes(q)),
  );
  const sort = typeof data.sort === 'string' && data.sort.trim() ? data.sort.trim() : 'title';
  const [field = 'title', direction = 'asc'] = sort.split(/\s+/);
  const key = (group: StoredGroup) =>
    field === 'name'
      ? group.name
      : field.startsWith('package')
        ? String(visibleCount(context, group)).padStart(9, '0')
        : group.title;
  groups = groups.sort((a, b) => key(a).localeCompare(key(b)) * (direction === 'desc' ? -1 : 1));
  // ckan.group_and_organization_list_all_fields_max (25) and ..._list_max (1000)
  const maxLimit = allFields ? 25 : 1000;
  const limit = Math.min(natural(data, 'limit') ?? maxLimit, maxLimit);
  const offset = natural(data, 'offset') ?? 0;
  const page = groups.slice(offset, offset + limit);
  return allFields
    ? page.map((group) => groupListDict(group, visibleCount(context, group)))
    : page.map((group) => group.name);
}

export const organizationList = (context: ActionContext, data: ActionData) =>
  groupList(context, data, true);
export const groupListAction = (context: ActionContext, data: ActionData) =>
  groupList(context, data, false);

function groupShow(context: ActionContext, data: ActionData, isOrganization: boolean): unknown {
  const id = requireKey(data, 'id');
  const group = context.store.findGroup(id, isOrganization);
  if (!group) throw new NotFound();
  const dict = groupShowDict(
    context.store,
    group,
    visibleCount(context, group),
    data.include_users === undefined ? true : truthy(data.include_users),
  );
  if (truthy(data.include_datasets)) {
    dict.packages = [...context.store.datasets.values()]
      .filter(
        (dataset) =>
          dataset.state === 'active' &&
          (isOrganization ? dataset.owner_org === group.id : dataset.groups.includes(group.id)),
      )
      .filter((dataset) => canReadDataset(context.store, context.user, dataset))
      .slice(0, 1000)
      .map((dataset) => packageDict(context.store, dataset));
  }
  return dict;
}

export const organizationShow = (context: ActionContext, data: ActionData) =>
  groupShow(context, data, true);
export const groupShowAction = (context: ActionContext, data: ActionData) =>
  groupShow(context, data, false);
