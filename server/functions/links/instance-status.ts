import { linksInstanceStatus } from '#contract/functions/links.js';
import { requireInstance } from '#server/policies/instances.js';
import { instanceLinkChecks } from '#server/services/links/instance-link-checks.js';
import { linkCountsByInstance } from '#server/services/links/link-counts.js';
import { presentLinkCheck } from '#server/services/links/present-link.js';
import { implement } from '../implement.js';

export default implement(linksInstanceStatus, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'read'),
  async handle({ runtime, permit }) {
    const { instance } = permit;
    const [counts, { current, last, confirmation }] = await Promise.all([
      linkCountsByInstance(runtime.db, [instance.id]),
      instanceLinkChecks(runtime, instance.id),
    ]);
    return {
      counts: counts.get(instance.id)!,
      current: current ? presentLinkCheck(current) : null,
      last: last ? presentLinkCheck(last) : null,
      confirmation: confirmation ? presentLinkCheck(confirmation) : null,
      schedule: instance.linkCheckSchedule,
      canCheck: permit.editable !== 'none',
    };
  },
});
