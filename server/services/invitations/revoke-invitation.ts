import { and, eq, isNull } from 'drizzle-orm';
import { invitations } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/app-error.js';
import { assertMayManageRole } from '#server/policies/members.js';
import type { WorkspaceAccess } from '#server/policies/workspaces.js';
import type { DatabaseNeed } from '../service-needs.js';
import { recordEvent } from '../events/record-event.js';
import { invitationStatus, type StoredInvitation } from './present-invitation.js';

/** The link stops working at once; an accepted invitation cannot be revoked. */
export async function revokeInvitation(
  deps: DatabaseNeed,
  access: WorkspaceAccess,
  invitation: StoredInvitation,
): Promise<void> {
  assertMayManageRole(access, invitation.role);
  if (invitationStatus(invitation) === 'accepted')
    throw AppError.aborted('invitationClosed', 'This invitation was already used');
  await deps.db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(invitations.id, invitation.id), isNull(invitations.revokedAt)));
    await recordEvent(tx, {
      workspaceId: access.workspace.id,
      level: 'info',
      kind: 'invitation.revoked',
      actorId: access.actor.id,
      details: { email: invitation.email, role: invitation.role },
    });
  });
}
