import { AppError } from '../lib/app-error.js';
import type { Actor } from '../auth/actor.js';

/** System settings and the outbox belong to the system administrator only. */
export async function requireSystemAdministrator({ actor }: { actor: Actor }): Promise<void> {
  if (!actor.isSystemAdmin) throw AppError.permissionDenied('systemAdministratorOnly');
}
