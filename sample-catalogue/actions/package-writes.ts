import { packageDict } from '../store/dictize.js';
import type { StoredDataset } from '../store/types.js';
import { NotAuthorized, NotFound, ValidationError, requireKey } from './action-errors.js';
import {
  canEditDataset,
  canReadDataset,
  hasPermission,
  hasPermissionInSomeOrganization,
  userName,
} from './authz.js';
import type { ActionContext, ActionData } from './context.js';
import { savePackage } from './save-package.js';
import { validatePackage } from './validate-package.js';

/** auth/create.py _check_group_auth: every group named must exist and be one the user may manage. */
function checkGroupAuth(
  context: ActionContext,
  data: ActionData,
  dataset?: StoredDataset,
): boolean {
  const { store, user } = context;
  if (!Array.isArray(data.groups)) return true;
  for (const blob of data.groups) {
    const reference =
      typeof blob === 'object' && blob !== null
        ? ((blob as ActionData).id ?? (blob as ActionData).name)
        : blob;
    if (reference === undefined || reference === null || reference === '') continue;
    const group = store.findGroup(String(reference));
    if (!group) throw new NotFound('Group was not found.');
    if (dataset?.groups.includes(group.id)) continue;
    if (!hasPermission(store, user, group.id, 'manage_group')) return false;
  }
  return true;
}

export function packageCreate(context: ActionContext, data: ActionData): unknown {
  const { store, user } = context;
  const who = userName(user);
  if (!user?.sysadmin) {
    if (!hasPermissionInSomeOrganization(store, user, 'create_dataset'))
      throw new NotAuthorized(`User ${who} not authorized to create packages`);
    if (!checkGroupAuth(context, data))
      throw new NotAuthorized(`User ${who} not authorized to edit these groups`);
    const owner = data.owner_org;
    if (owner && !hasPermission(store, user, String(owner), 'create_dataset')) {
      throw new NotAuthorized(`User ${who} not authorized to add dataset to this organization`);
    }
  }
  const { clean, errors } = validatePackage(store, user, data, undefined);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const dataset = savePackage(store, user, clean, undefined, { guessMimetypes: false });
  return packageDict(store, dataset);
}

/** package_update: the dict replaces the dataset (fields and lists left out are cleared). */
export function packageUpdate(context: ActionContext, data: ActionData): unknown {
  const { store } = context;
  const reference = data.id ?? data.name;
  if (reference === undefined || reference === null)
    throw new ValidationError({ id: 'Missing value' });
  const dataset = store.findDataset(String(reference));
  if (!dataset) throw new NotFound('Package was not found.');
  authorizeEdit(context, dataset, data);
  return updateDataset(context, dataset, { ...data, id: dataset.id });
}

export function updateDataset(
  context: ActionContext,
  dataset: StoredDataset,
  data: ActionData,
): unknown {
  const { clean, errors } = validatePackage(context.store, context.user, data, dataset);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  savePackage(context.store, context.user, clean, dataset, { guessMimetypes: true });
  return packageDict(context.store, dataset);
}

function authorizeEdit(context: ActionContext, dataset: StoredDataset, data?: ActionData): void {
  const { store, user } = context;
  if (user?.sysadmin) return;
  if (!canEditDataset(store, user, dataset))
    throw new NotAuthorized(`User ${userName(user)} not authorized to edit package ${dataset.id}`);
  if (data && !checkGroupAuth(context, data, dataset))
    throw new NotAuthorized(`User ${userName(user)} not authorized to edit these groups`);
}

/** auth get_package_object: without an id a non-sysadmin gets this odd validation error. */
function datasetForAuth(context: ActionContext, data: ActionData): StoredDataset {
  if (!data.id) throw new ValidationError({ message: 'Missing id, can not get Package object' });
  const dataset = context.store.findDataset(String(data.id));
  if (!dataset) throw new NotFound();
  return dataset;
}

/** package_patch = package_show, overlay the given keys, package_update. Lists given replace the old ones. */
export function packagePatch(context: ActionContext, data: ActionData): unknown {
  const { store, user } = context;
  if (!user?.sysadmin) authorizeEdit(context, datasetForAuth(context, data), data);
  const id = requireKey(data, 'id');
  const dataset = store.findDataset(id);
  if (!dataset) throw new NotFound();
  if (!canReadDataset(store, user, dataset))
    throw new NotAuthorized(`User ${userName(user)} not authorized to read package ${dataset.id}`);
  const patched = { ...packageDict(store, dataset), ...data, id: dataset.id };
  return updateDataset(context, dataset, patched);
}

/** package_delete: state becomes "deleted"; CKAN does not move metadata_modified. */
export function packageDelete(context: ActionContext, data: ActionData): unknown {
  const { store } = context;
  const id = requireKey(data, 'id');
  const dataset = store.findDataset(id);
  if (!dataset) throw new NotFound();
  authorizeEdit(context, dataset);
  dataset.state = 'deleted';
  store.saved(dataset);
  return null;
}
