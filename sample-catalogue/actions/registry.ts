import type { ActionDefinition } from './context.js';
import { packageCreate, packageDelete, packagePatch, packageUpdate } from './package-writes.js';
import { organizationListForUser } from './organization-list-for-user.js';
import { packageSearch } from './package-search.js';
import {
  groupListAction,
  groupShowAction,
  licenseList,
  organizationList,
  organizationShow,
  packageList,
  packageShow,
  statusShow,
  tagList,
} from './read-actions.js';
import {
  resourceCreate,
  resourceDelete,
  resourcePatch,
  resourceShow,
  resourceUpdate,
} from './resource-actions.js';

const read = (handler: ActionDefinition['handler']): ActionDefinition => ({
  handler,
  sideEffectFree: true,
});
const write = (handler: ActionDefinition['handler']): ActionDefinition => ({
  handler,
  sideEffectFree: false,
});

/** The Action API subset the sample catalogue answers; any other name is "Action name not known". */
export const actions: Record<string, ActionDefinition> = {
  status_show: read(statusShow),
  package_search: read(packageSearch),
  package_show: read(packageShow),
  package_list: read(packageList),
  tag_list: read(tagList),
  license_list: read(licenseList),
  organization_list: read(organizationList),
  organization_show: read(organizationShow),
  organization_list_for_user: read(organizationListForUser),
  group_list: read(groupListAction),
  group_show: read(groupShowAction),
  resource_show: read(resourceShow),
  package_create: write(packageCreate),
  package_update: write(packageUpdate),
  package_patch: write(packagePatch),
  package_delete: write(packageDelete),
  resource_create: write(resourceCreate),
  resource_update: write(resourceUpdate),
  resource_patch: write(resourcePatch),
  resource_delete: write(resourceDelete),
};
