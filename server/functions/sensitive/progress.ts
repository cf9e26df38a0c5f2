import { and, desc, eq, isNull } from 'drizzle-orm';
import { sensitiveProgress } from '../../../contract/functions/sensitive.js';
import { sensitiveCheckBatches } from '../../db/schema/index.js';
import { requireInstance } from '../../policies/instances.js';
import { presentBatch } from '../../services/sensitive/present-check.js';
import { implement } from '../implement.js';

export default implement(sensitiveProgress, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'read'),
  async handle({ runtime, permit }) {
    const [batch] = await runtime.db
      .select()
      .from(sensitiveCheckBatches)
      .where(
        and(
          eq(sensitiveCheckBatches.instanceId, permit.instance.id),
          isNull(sensitiveCheckBatches.datasetId),
        ),
      )
      .orderBy(desc(sensitiveCheckBatches.createdAt))
      .limit(1);
    return { batch: batch ? await presentBatch(runtime.db, batch) : null };
  },
});
