import { desc, eq } from 'drizzle-orm';
import { sensitiveChecks as checksContract } from '../../../contract/functions/sensitive.js';
import { sensitiveChecks } from '../../db/schema/index.js';
import { requireResource } from '../../policies/resources.js';
import { presentChecks } from '../../services/sensitive/present-check.js';
import { implement } from '../implement.js';

export default implement(checksContract, {
  authorize: ({ runtime, actor, input }) =>
    requireResource(runtime.db, actor, input.resourceId, 'read'),
  async handle({ runtime, permit }) {
    const rows = await runtime.db
      .select()
      .from(sensitiveChecks)
      .where(eq(sensitiveChecks.resourceId, permit.resource.id))
      .orderBy(desc(sensitiveChecks.queuedAt))
      .limit(50);
    return { items: await presentChecks(runtime.db, rows) };
  },
});
