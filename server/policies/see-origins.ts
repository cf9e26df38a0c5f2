import { roleAllows, type WorkspaceAccess } from './workspaces.js';

/**
 * Whether the caller may see where each change came from (the client address on histories and
 * events): the workspace's managers and the system administrators, who answer for its audit
 * trail. Editors and viewers see the change and who made it, not the address.
 */
export function maySeeOrigins(access: WorkspaceAccess): boolean {
  return access.actor.isSystemAdmin || roleAllows(access.role, 'manage');
}
