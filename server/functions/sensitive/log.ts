import { eq } from 'drizzle-orm';
import { sensitiveLog } from '../../../contract/functions/sensitive.js';
import { resources } from '../../db/schema/index.js';
import { requireCheck } from '../../policies/sensitive.js';
import { roleAllows } from '../../policies/workspaces.js';
import { checkLogRemoval } from '../../services/sensitive/check-log-removal.js';
import { presentChecks } from '../../services/sensitive/present-check.js';
import { implement } from '../implement.js';

export default implement(sensitiveLog, {
  authorize: ({ runtime, actor, input }) => requireCheck(runtime.db, actor, input.checkId),
  async handle({ runtime, permit }) {
    const [resource] = await runtime.db
      .select({ name: resources.name })
      .from(resources)
      .where(eq(resources.id, permit.check.resourceId));
    const [check] = await presentChecks(runtime.db, [permit.check]);
    return {
      ...check!,
      workspaceId: permit.workspace.id,
      resourceName: resource?.name ?? '',
      datasetName: permit.dataset.name,
      datasetTitle: permit.dataset.title,
      removal: await checkLogRemoval(runtime.db, permit.check, roleAllows(permit.role, 'own')),
    };
  },
});
