import { sensitiveLog } from '../../../contract/functions/sensitive.js';
import { requireCheck } from '../../policies/sensitive.js';
import { roleAllows } from '../../policies/workspaces.js';
import { presentCheckLog } from '../../services/sensitive/present-check-log.js';
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
