import { workspacesRemove } from '#contract/functions/workspaces.js';
import { AppError } from '#server/lib/app-error.js';
import { requireWorkspace } from '#server/policies/workspaces.js';
import { deleteWorkspace } from '#server/services/workspaces/delete-workspace.js';
import { implement } from '../implement.js';

/**
 * Only an owner deletes a workspace, and only when the name given repeats it exactly. Everything
 * under it (members, invitations, instances and their working copies, histories, events) cascades.
 */
export default implement(workspacesRemove, {
  authorize: ({ runtime, actor, input }) =>
    requireWorkspace(runtime.db, actor, input.workspaceId, 'own'),
  async handle({ runtime, input, permit }) {
    if (input.confirmName.trim() !== permit.workspace.name) {
      throw AppError.invalid(
        'Type the name of the workspace to delete it',
        { confirmName: ['workspaceNameMismatch'] },
        'workspaceNameMismatch',
      );
    }
    await deleteWorkspace(runtime, permit.workspace.id);
    return { removed: true as const };
  },
});
