import { membersUpdate } from '#contract/functions/members.js';
import { AppError } from '#server/lib/app-error.js';
import { requireWorkspace } from '#server/policies/workspaces.js';
import { updateMember } from '#server/services/members/change-member.js';
import { listMembers } from '#server/services/members/list-members.js';
import { implement } from '../implement.js';

export default implement(membersUpdate, {
  // Owners are guarded further inside: only an owner makes, changes or demotes one.
  authorize: ({ runtime, actor, input }) =>
    requireWorkspace(runtime.db, actor, input.workspaceId, 'manage'),
  async handle({ runtime, actor, input, permit }) {
    await updateMember(runtime.db, permit, input);
    const [row] = await listMembers(runtime.db, permit.workspace.id, actor.id, [input.userId]);
    if (!row) throw AppError.notFound('Member');
    return row;
  },
});
