import { qualitySummary as summaryContract } from '../../../contract/functions/quality.js';
import { requireInstance } from '../../policies/instances.js';
import { qualitySummary } from '../../services/quality/quality-summary.js';
import { implement } from '../implement.js';

export default implement(summaryContract, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'read'),
  handle: ({ runtime, permit }) => qualitySummary(runtime.db, permit.instance.id),
});
