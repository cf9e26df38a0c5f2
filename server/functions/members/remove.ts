import { membersRemove } from '#contract/functions/members.js';
import { requireWorkspace } from '#server/policies/workspaces.js';
import { removeMember } from '#server/services/members/change-member.js';
import { implement } from '../implement.js';

export default implement(membersRemove, {
  authorize: ({ runtime, actor, input }) =>
    requireWorkspace(runtime.db, actor, input.workspaceId, 'manage'),
  async handle({ runtime, input, permit }) {
    await removeMember(runtime.db, permit, input.userId, 'removed');
    return { removed: true as const };
  },
});
