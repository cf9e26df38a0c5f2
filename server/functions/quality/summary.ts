import { qualitySummary as summaryContract } from '#contract/functions/quality.js';
import { requireInstance } from '#server/policies/instances.js';
import { qualitySummary } from '#server/services/quality/quality-summary.js';
import { implement } from '../implement.js';

export default implement(summaryContract, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'read'),
  handle: ({ runtime, permit }) => qualitySummary(runtime.db, permit.instance.id),
});
