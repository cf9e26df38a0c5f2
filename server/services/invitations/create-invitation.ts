import { and, eq, gt, isNull } from 'drizzle-orm';
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
import { countInvitationSending } from './count-invitation-sending.js';
import { invitationExpiry, queueInvitationMail } from './invitation-mail.js';
import { presentInvitation } from './present-invitation.js';

/** An invitation to the workspace: a link by mail, valid seven days, and its event. */
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
  await countInvitationSending(deps, access);

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
