import { groupListDict } from '../store/dictize.js';
import type { Capacity, StoredUser } from '../store/types.js';
import { NotFound } from './action-errors.js';
import { permissionsByCapacity, type Permission } from './authz.js';
import type { ActionContext, ActionData } from './context.js';

const truthy = (value: unknown) =>
  value === true ||
  (typeof value === 'string' && ['true', 'yes', 't', 'y', '1', 'on'].includes(value.toLowerCase()));

/**
 * organization_list_for_user (ckan/logic/action/get.py): the active organizations in which the
 * user (`id`, else the caller) holds `permission` (default manage_group), each with its
 * `capacity`; every organization as admin for a sysadmin; [] for an anonymous caller. Anyone may
 * ask (its auth function always succeeds).
 */
export function organizationListForUser(context: ActionContext, data: ActionData): unknown {
  let user: StoredUser | undefined = context.user;
  if (data.id) {
    user = context.store.userByName(String(data.id));
    if (!user) throw new NotFound();
  }
  const permission = (
    typeof data.permission === 'string' && data.permission ? data.permission : 'manage_group'
  ) as Permission;
  const withCounts = truthy(data.include_dataset_count);
  const organizations = context.store.organizations().filter((group) => group.state === 'active');

  const chosen: { group: (typeof organizations)[number]; capacity: Capacity }[] = [];
  if (user?.sysadmin) {
    for (const group of organizations) chosen.push({ group, capacity: 'admin' });
  } else if (user) {
    for (const group of organizations) {
      const capacity = group.members.get(user.id);
      if (!capacity) continue;
      const permissions = permissionsByCapacity[capacity];
      if (permissions.includes('*') || permissions.includes(permission))
        chosen.push({ group, capacity });
    }
  }
  return chosen
    .map(({ group, capacity }) => {
      const dict: Record<string, unknown> = {
        ...groupListDict(group, withCounts ? publicCount(context, group.id) : 0),
        capacity,
      };
      if (!withCounts) delete dict.package_count;
      return dict;
    })
    .sort((a, b) => String(a.display_name).localeCompare(String(b.display_name)));
}

/** CKAN counts with a search facet over public datasets (get_group_dataset_counts). */
function publicCount(context: ActionContext, organizationId: string): number {
  let count = 0;
  for (const dataset of context.store.datasets.values()) {
    if (dataset.state === 'active' && !dataset.private && dataset.owner_org === organizationId)
      count += 1;
  }
  return count;
}
