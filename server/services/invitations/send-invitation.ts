import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { WorkspaceRole } from '#contract/enums.js';
import type { EditDestination } from '#contract/functions/members.js';
import type { InvitationRow } from '#contract/functions/invitations.js';
import type { Locale } from '#contract/locales.js';
import { invitations, users, workspaceMembers } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/app-error.js';
import { randomToken, tokenHash } from '#server/lib/random-token.js';
import { assertMayManageRole } from '#server/policies/members.js';
import type { WorkspaceAccess } from '#server/policies/workspaces.js';
import type { ConfigNeed, DatabaseNeed, JobsNeed, RateLimitsNeed } from '../service-needs.js';
import { recordEvent } from '../events/record-event.js';
import { instanceNamesOf, normaliseEditDestinations } from '../members/edit-destinations.js';
import { enforceRateLimit } from '../rate-limits/consume-rate-limit.js';
import { invitationExpiry, queueInvitationMail } from './invitation-mail.js';
import {
  invitationStatus,
  presentInvitation,
  type StoredInvitation,
} from './present-invitation.js';

/** Each invitation sent (new or again) counts against its sender's hourly limit. */
async function countSending(
  deps: DatabaseNeed & JobsNeed & ConfigNeed & RateLimitsNeed,
  access: WorkspaceAccess,
): Promise<void> {
  await enforceRateLimit(deps.db, `invitations:${access.actor.id}`, {
    windowSeconds: 60 * 60,
    max: deps.rateLimits.invitationsPerHour,
  });
}

export async function createInvitation(
  deps: DatabaseNeed & JobsNeed & ConfigNeed & RateLimitsNeed,
  access: WorkspaceAccess,
  input: {
    email: string;
    role: WorkspaceRole;
    editDestinations: EditDestination[];
    locale?: Locale | undefined;
  },
): Promise<InvitationRow> {
  assertMayManageRole(access, input.role);
  const workspaceId = access.workspace.id;
  const destinations = await normaliseEditDestinations(
    deps.db,
    workspaceId,
    input.role,
    input.editDestinations,
  );
  const [member] = await deps.db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(users.email, input.email)));
  if (member) throw AppError.aborted('alreadyMember', 'This person is already a member');
  const [open] = await deps.db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.workspaceId, workspaceId),
        eq(invitations.email, input.email),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    );
  if (open) throw AppError.aborted('invitationPending', 'This address has an open invitation');
  await countSending(deps, access);

  const token = randomToken();
  const expiresAt = invitationExpiry();
  const locale = input.locale ?? access.actor.locale;
  const invitation = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invitations)
      .values({
        workspaceId,
        email: input.email,
        role: input.role,
        editDestinations: destinations,
        locale,
        tokenHash: tokenHash(token),
        invitedBy: access.actor.id,
        expiresAt,
      })
      .returning();
    await queueInvitationMail(deps, tx, {
      to: input.email,
      locale,
      token,
      inviterName: access.actor.displayName,
      workspaceName: access.workspace.name,
      role: input.role,
      expiresAt,
    });
    await recordEvent(tx, {
      workspaceId,
      level: 'info',
      kind: 'invitation.created',
      actorId: access.actor.id,
      details: { email: input.email, role: input.role, editDestinations: destinations },
    });
    return row!;
  });
  return presentInvitation(
    invitation,
    await instanceNamesOf(deps.db, workspaceId),
    access.actor.displayName,
  );
}

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
  await countSending(deps, access);
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

export async function revokeInvitation(
  deps: DatabaseNeed & JobsNeed & ConfigNeed & RateLimitsNeed,
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

/** The workspace's invitations that may still be accepted or resent (pending or expired). */
export async function listOpenInvitations(
  deps: DatabaseNeed & JobsNeed & ConfigNeed & RateLimitsNeed,
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

async function inviterName(
  deps: DatabaseNeed & JobsNeed & ConfigNeed & RateLimitsNeed,
  userId: string | null,
): Promise<string | null> {
  if (!userId) return null;
  const [row] = await deps.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}
