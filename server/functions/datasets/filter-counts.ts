import { datasetsFilterCounts } from '#contract/functions/datasets/index.js';
import { requireInstance } from '#server/policies/instances.js';
import { countListFilters } from '#server/services/datasets/count-list-filters.js';
import { implement } from '../implement.js';

export default implement(datasetsFilterCounts, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'read'),
  handle: ({ runtime, input }) => countListFilters(runtime.db, input),
});
