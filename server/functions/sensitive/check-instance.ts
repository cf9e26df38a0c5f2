import { instancesCheckSensitive } from '#contract/functions/sensitive.js';
import { requireInstance } from '#server/policies/instances.js';
import { queueCheckBatch } from '#server/services/sensitive/queue-batch.js';
import { implement } from '../implement.js';

export default implement(instancesCheckSensitive, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'edit'),
  // An editor limited to some organizations checks their datasets only.
  handle: ({ runtime, actor, permit }) =>
    queueCheckBatch(runtime.db, runtime.jobs, {
      instanceId: permit.instance.id,
      datasetId: null,
      organizationNames:
        permit.editable === 'all' ? null : [...(permit.editable as string[])].sort(),
      requestedBy: actor.id,
    }),
});
