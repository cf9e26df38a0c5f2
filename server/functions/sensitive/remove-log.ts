import { sensitiveRemoveLog } from '#contract/functions/sensitive.js';
import { AppError } from '#server/lib/app-error.js';
import { requireCheck } from '#server/policies/sensitive.js';
import { roleAllows } from '#server/policies/workspaces.js';
import { removeCheckLog } from '#server/services/sensitive/remove-check-log.js';
import { implement } from '../implement.js';

export default implement(sensitiveRemoveLog, {
  async authorize({ runtime, actor, input }) {
    const access = await requireCheck(runtime.db, actor, input.checkId);
    if (!roleAllows(access.role, 'own')) throw AppError.permissionDenied();
    return access;
  },
  async handle({ runtime, actor, permit }) {
    await removeCheckLog(runtime.db, permit.check, {
      workspaceId: permit.workspace.id,
      actorId: actor.id,
    });
    return { removed: true as const };
  },
});
