import { and, eq, sql } from 'drizzle-orm';
import type { InvitationView } from '#contract/functions/invitations.js';
import type { Database, Queryable } from '#server/db/database.js';
import { invitations, users, workspaceMembers, workspaces } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/app-error.js';
import { tokenHash } from '#server/lib/random-token.js';
import { recordEvent } from '../events/record-event.js';
import { instanceNamesOf, replaceEditDestinations } from '../members/edit-destinations.js';
import { invitationStatus, type StoredInvitation } from './present-invitation.js';

/** The invitation a link's token opens; not found for any other token. */
export async function findInvitationByToken(
  db: Queryable,
  token: string,
  options: { lock?: boolean } = {},
): Promise<StoredInvitation> {
  const query = db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, tokenHash(token)));
  const [invitation] = options.lock ? await query.for('update') : await query;
  if (!invitation) throw AppError.notFound('Invitation');
  return invitation;
}

export async function viewInvitation(db: Queryable, token: string): Promise<InvitationView> {
  const invitation = await findInvitationByToken(db, token);
  const [[workspace], [inviter], [account]] = await Promise.all([
    db
      .select({ name: workspaces.name })
      .from(workspaces)
      .where(eq(workspaces.id, invitation.workspaceId)),
    invitation.invitedBy
      ? db.select({ name: users.name }).from(users).where(eq(users.id, invitation.invitedBy))
      : Promise.resolve([]),
    db.select({ id: users.id }).from(users).where(eq(users.email, invitation.email)),
  ]);
  return {
    workspaceName: workspace?.name ?? '',
    inviterName: inviter?.name ?? null,
    email: invitation.email,
    role: invitation.role,
    status: invitationStatus(invitation),
    expiresAt: invitation.expiresAt.toISOString(),
    accountExists: Boolean(account),
  };
}

function assertUsable(invitation: StoredInvitation): void {
  switch (invitationStatus(invitation)) {
    case 'pending':
      return;
    case 'expired':
      throw AppError.aborted('invitationExpired', 'This invitation has expired');
    case 'accepted':
      throw AppError.aborted('invitationUsed', 'This invitation was already used');
    case 'revoked':
      throw AppError.aborted('invitationRevoked', 'This invitation was revoked');
  }
}

/** An invitation that may be used now; for the sign-up before the account exists. */
export async function usableInvitation(db: Queryable, token: string): Promise<StoredInvitation> {
  const invitation = await findInvitationByToken(db, token);
  assertUsable(invitation);
  return invitation;
}

/**
 * The account joins with the invited role and edit destination; the invitation is used up. The
 * account must have the invited address: a forwarded link does not let someone else in. Someone
 * who is already a member keeps their role.
 */
export async function acceptInvitation(
  db: Database,
  user: { id: string; email: string },
  token: string,
): Promise<{ workspaceId: string }> {
  return db.transaction(async (tx) => {
    const invitation = await findInvitationByToken(tx, token, { lock: true });
    assertUsable(invitation);
    if (invitation.email !== user.email.toLowerCase())
      throw AppError.permissionDenied('invitationOtherAccount');
    const workspaceId = invitation.workspaceId;
    const joined = await tx
      .insert(workspaceMembers)
      .values({ workspaceId, userId: user.id, role: invitation.role })
      .onConflictDoNothing()
      .returning({ userId: workspaceMembers.userId });
    if (joined.length > 0) {
      // Instances deleted since the invitation was sent are left out.
      const instanceNames = await instanceNamesOf(tx, workspaceId);
      await replaceEditDestinations(
        tx,
        workspaceId,
        user.id,
        invitation.editDestinations.filter((destination) =>
          instanceNames.has(destination.instanceId),
        ),
      );
    }
    await tx
      .update(invitations)
      .set({ acceptedAt: sql`now()`, acceptedBy: user.id })
      .where(and(eq(invitations.id, invitation.id)));
    await recordEvent(tx, {
      workspaceId,
      level: 'info',
      kind: 'member.joined',
      actorId: user.id,
      details: {
        userId: user.id,
        email: invitation.email,
        role: invitation.role,
        alreadyMember: joined.length === 0,
        invitationId: invitation.id,
      },
    });
    return { workspaceId };
  });
}
