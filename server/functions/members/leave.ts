import { membersLeave } from '../../../contract/functions/members.js';
import { AppError } from '../../lib/app-error.js';
import { loadWorkspaceAccess } from '../../policies/workspaces.js';
import { removeMember } from '../../services/members/change-member.js';
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
