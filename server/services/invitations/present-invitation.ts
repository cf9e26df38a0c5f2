import type { InvitationRow } from '#contract/functions/invitations.js';
import type { invitations } from '#server/db/schema/index.js';
import { describeDestinations } from '../members/edit-destinations.js';

export type StoredInvitation = typeof invitations.$inferSelect;

export type InvitationStatus = 'pending' | 'expired' | 'accepted' | 'revoked';

export function invitationStatus(invitation: StoredInvitation, now = new Date()): InvitationStatus {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  return invitation.expiresAt <= now ? 'expired' : 'pending';
}

export function presentInvitation(
  invitation: StoredInvitation,
  instanceNames: ReadonlyMap<string, string>,
  invitedByName: string | null,
): InvitationRow {
  const status = invitationStatus(invitation);
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    editDestinations: describeDestinations(invitation.editDestinations, instanceNames),
    invitedByName,
    createdAt: invitation.createdAt.toISOString(),
    lastSentAt: invitation.lastSentAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    status: status === 'pending' ? 'pending' : 'expired',
  };
}
