import type { WorkspaceAccess } from '#server/policies/workspaces.js';
import type { DatabaseNeed, RateLimitsNeed } from '../service-needs.js';
import { enforceRateLimit } from '../rate-limits/consume-rate-limit.js';

/** Each invitation sent (new or again) counts against its sender's hourly limit. */
export async function countInvitationSending(
  deps: DatabaseNeed & RateLimitsNeed,
  access: WorkspaceAccess,
): Promise<void> {
  await enforceRateLimit(deps.db, `invitations:${access.actor.id}`, {
    windowSeconds: 60 * 60,
    max: deps.rateLimits.invitationsPerHour,
  });
}
