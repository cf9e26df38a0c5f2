import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { invitations } from '../db/schema/index.js';
import type { Actor } from '../auth/actor.js';
import { asNotFound } from './instances.js';
import { AppError } from '../lib/app-error.js';
import { loadWorkspaceAccess, roleAllows, type WorkspaceAccess } from './workspaces.js';

/** An invitation as its row is stored. */
type StoredInvitation = typeof invitations.$inferSelect;

/** An invitation its workspace's managers may resend or revoke; not found for anyone else. */
export async function requireInvitation(
  db: Queryable,
  actor: Actor,
  invitationId: string,
): Promise<{ access: WorkspaceAccess; invitation: StoredInvitation }> {
  const [invitation] = await db.select().from(invitations).where(eq(invitations.id, invitationId));
  if (!invitation) throw AppError.notFound('Invitation');
  // Only a not-found becomes the invitation's: a database failure stays what it is.
  const access = await loadWorkspaceAccess(db, actor, invitation.workspaceId).catch(
    asNotFound('Invitation'),
  );
  if (!roleAllows(access.role, 'manage')) throw AppError.permissionDenied();
  return { access, invitation };
}
