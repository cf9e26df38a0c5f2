import { sensitiveLog } from '#contract/functions/sensitive.js';
import { requireCheck } from '#server/policies/sensitive.js';
import { roleAllows } from '#server/policies/workspaces.js';
import { presentCheckLog } from '#server/services/sensitive/present-check-log.js';
import { implement } from '../implement.js';

export default implement(sensitiveLog, {
  authorize: ({ runtime, actor, input }) => requireCheck(runtime.db, actor, input.checkId),
  handle: ({ runtime, permit }) =>
    presentCheckLog(runtime.db, {
      check: permit.check,
      workspaceId: permit.workspace.id,
      dataset: permit.dataset,
      isOwner: roleAllows(permit.role, 'own'),
    }),
});
