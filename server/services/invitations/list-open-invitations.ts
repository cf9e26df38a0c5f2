import { and, desc, eq, isNull } from 'drizzle-orm';
import type { InvitationRow } from '#contract/functions/invitations.js';
import { invitations, users } from '#server/db/schema/index.js';
import type { DatabaseNeed } from '../service-needs.js';
import { instanceNamesOf } from '../members/edit-destinations.js';
import { presentInvitation } from './present-invitation.js';

/** The workspace's invitations that may still be accepted or resent (pending or expired). */
export async function listOpenInvitations(
  deps: DatabaseNeed,
  workspaceId: string,
): Promise<InvitationRow[]> {
  const [rows, instanceNames] = await Promise.all([
    deps.db
      .select({ invitation: invitations, invitedByName: users.name })
      .from(invitations)
      .leftJoin(users, eq(users.id, invitations.invitedBy))
      .where(
        and(
          eq(invitations.workspaceId, workspaceId),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      )
      .orderBy(desc(invitations.lastSentAt)),
    instanceNamesOf(deps.db, workspaceId),
  ]);
  return rows.map((row) => presentInvitation(row.invitation, instanceNames, row.invitedByName));
}
