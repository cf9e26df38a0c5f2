import { membersRemove } from '../../../contract/functions/members.js';
import { requireWorkspace } from '../../policies/workspaces.js';
import { removeMember } from '../../services/members/change-member.js';
import { implement } from '../implement.js';

export default implement(membersRemove, {
  authorize: ({ runtime, actor, input }) =>
    requireWorkspace(runtime.db, actor, input.workspaceId, 'manage'),
  async handle({ runtime, input, permit }) {
    await removeMember(runtime.db, permit, input.userId, 'removed');
    return { removed: true as const };
  },
});
