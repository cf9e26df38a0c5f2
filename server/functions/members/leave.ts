import { membersLeave } from '#contract/functions/members.js';
import { AppError } from '#server/lib/app-error.js';
import { loadWorkspaceAccess } from '#server/policies/workspaces.js';
import { removeMember } from '#server/services/members/change-member.js';
import { implement } from '../implement.js';

export default implement(membersLeave, {
  // Any member may leave; a system administrator who is not a member has nothing to leave.
  async authorize({ runtime, actor, input }) {
    const access = await loadWorkspaceAccess(runtime.db, actor, input.workspaceId);
    if (access.role === null) throw AppError.notFound('Member');
    return access;
  },
  async handle({ runtime, actor, permit }) {
    await removeMember(runtime.db, permit, actor.id, 'left');
    return { left: true as const };
  },
});
