import type { WorkspaceRole } from '#contract/enums.js';
import { AppError } from '../lib/app-error.js';
import { roleAllows, type WorkspaceAccess } from './workspaces.js';

/**
 * Admins manage members below owner; anything that makes, changes or removes an owner needs an
 * owner (owners manage owners).
 */
export function assertMayManageRole(access: WorkspaceAccess, ...roles: WorkspaceRole[]): void {
  if (!roleAllows(access.role, 'manage')) throw AppError.permissionDenied();
  if (roles.includes('owner') && !roleAllows(access.role, 'own'))
    throw AppError.permissionDenied('ownersManageOwners');
}
