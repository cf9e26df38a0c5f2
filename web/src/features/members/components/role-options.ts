import { workspaceRoles, type WorkspaceRole } from '@contract/enums';

/** The roles the caller may give: owner only by an owner. */
export function roleOptions(t: (key: string) => string, canOwn: boolean) {
  return workspaceRoles
    .filter((role) => canOwn || role !== 'owner')
    .map((role: WorkspaceRole) => ({ value: role, label: t(`workspaces:roles.${role}`) }));
}
