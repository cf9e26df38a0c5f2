import { sensitiveReport } from '#contract/functions/sensitive.js';
import { requireResource } from '#server/policies/resources.js';
import { buildReport } from '#server/services/sensitive/build-report.js';
import { implement } from '../implement.js';

export default implement(sensitiveReport, {
  authorize: ({ runtime, actor, input }) =>
    requireResource(runtime.db, actor, input.resourceId, 'read'),
  handle: ({ runtime, input, permit }) =>
    buildReport(runtime.db, permit, { minLikelihood: input.minLikelihood, type: input.type }),
});
