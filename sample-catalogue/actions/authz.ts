import type { CatalogueStore } from '../store/catalogue-store.js';
import type { Capacity, StoredDataset, StoredUser } from '../store/types.js';

/** CKAN's default role permissions (ckan/authz.py ROLE_PERMISSIONS). */
export const permissionsByCapacity: Record<Capacity, readonly string[]> = {
  admin: ['*'],
  editor: ['read', 'delete_dataset', 'create_dataset', 'update_dataset', 'manage_group'],
  member: ['read', 'manage_group'],
};

export type Permission =
  'read' | 'create_dataset' | 'update_dataset' | 'delete_dataset' | 'manage_group';

export function userName(user: StoredUser | undefined): string {
  return user?.name ?? '';
}

export function hasPermission(
  store: CatalogueStore,
  user: StoredUser | undefined,
  groupIdOrName: string,
  permission: Permission,
): boolean {
  if (!user) return false;
  if (user.sysadmin) return true;
  const group = store.findGroup(groupIdOrName);
  if (!group) return false;
  const capacity = group.members.get(user.id);
  if (!capacity) return false;
  const permissions = permissionsByCapacity[capacity];
  return permissions.includes('*') || permissions.includes(permission);
}

export function hasPermissionInSomeOrganization(
  store: CatalogueStore,
  user: StoredUser | undefined,
  permission: Permission,
): boolean {
  if (!user) return false;
  if (user.sysadmin) return true;
  return store
    .organizations()
    .some((organization) => hasPermission(store, user, organization.id, permission));
}

/** DefaultPermissionLabels: public datasets for everyone, others for members of the owner organization. */
export function canReadDataset(
  store: CatalogueStore,
  user: StoredUser | undefined,
  dataset: StoredDataset,
): boolean {
  if (dataset.state === 'active' && !dataset.private) return true;
  if (!user) return false;
  if (user.sysadmin) return true;
  if (dataset.owner_org) return hasPermission(store, user, dataset.owner_org, 'read');
  return dataset.creator_user_id === user.id;
}

/** auth/update.py package_update: update_dataset in the owner organization. */
export function canEditDataset(
  store: CatalogueStore,
  user: StoredUser | undefined,
  dataset: StoredDataset,
): boolean {
  if (user?.sysadmin) return true;
  if (dataset.owner_org) return hasPermission(store, user, dataset.owner_org, 'update_dataset');
  // Unowned datasets need create_unowned_dataset, which is off by default.
  return hasPermissionInSomeOrganization(store, user, 'create_dataset');
}
