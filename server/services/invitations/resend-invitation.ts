import { eq } from 'drizzle-orm';
import type { InvitationRow } from '#contract/functions/invitations.js';
import { invitations, users } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/app-error.js';
import { randomToken, tokenHash } from '#server/lib/random-token.js';
import { assertMayManageRole } from '#server/policies/members.js';
import type { WorkspaceAccess } from '#server/policies/workspaces.js';
import type { ConfigNeed, DatabaseNeed, JobsNeed, RateLimitsNeed } from '../service-needs.js';
import { recordEvent } from '../events/record-event.js';
import { instanceNamesOf } from '../members/edit-destinations.js';
import { countInvitationSending } from './count-invitation-sending.js';
import { invitationExpiry, queueInvitationMail } from './invitation-mail.js';
import {
  invitationStatus,
  presentInvitation,
  type StoredInvitation,
} from './present-invitation.js';

/** A new link (the old one stops working), seven more days, and the mail again. */
export async function resendInvitation(
  deps: DatabaseNeed & JobsNeed & ConfigNeed & RateLimitsNeed,
  access: WorkspaceAccess,
  invitation: StoredInvitation,
): Promise<InvitationRow> {
  assertMayManageRole(access, invitation.role);
  const status = invitationStatus(invitation);
  if (status === 'accepted' || status === 'revoked')
    throw AppError.aborted('invitationClosed', 'This invitation was already used or revoked');
  await countInvitationSending(deps, access);
  const token = randomToken();
  const expiresAt = invitationExpiry();
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(invitations)
      .set({ tokenHash: tokenHash(token), lastSentAt: new Date(), expiresAt })
      .where(eq(invitations.id, invitation.id))
      .returning();
    await queueInvitationMail(deps, tx, {
      to: invitation.email,
      locale: invitation.locale === 'ja' ? 'ja' : 'en',
      token,
      inviterName: access.actor.displayName,
      workspaceName: access.workspace.name,
      role: invitation.role,
      expiresAt,
    });
    await recordEvent(tx, {
      workspaceId: access.workspace.id,
      level: 'info',
      kind: 'invitation.resent',
      actorId: access.actor.id,
      details: { email: invitation.email, role: invitation.role },
    });
    return row!;
  });
  return presentInvitation(
    updated,
    await instanceNamesOf(deps.db, access.workspace.id),
    await inviterName(deps, updated.invitedBy),
  );
}

async function inviterName(deps: DatabaseNeed, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await deps.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}
