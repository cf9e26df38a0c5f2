import type { LinkCheckStatus } from '../../../contract/enums.js';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { linksInstanceStatus } from '../../../contract/functions/links.js';
import { linkChecks } from '../../db/schema/index.js';
import { requireInstance } from '../../policies/instances.js';
import { linkCountsByInstance } from '../../services/links/link-counts.js';
import { presentLinkCheck } from '../../services/links/present-link.js';
import { implement } from '../implement.js';

const active: LinkCheckStatus[] = ['queued', 'running'];

export default implement(linksInstanceStatus, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'read'),
  async handle({ runtime, permit }) {
    const { instance } = permit;
    const latest = (scope: 'instance' | 'unconfirmed', statuses: 'active' | 'finished') =>
      runtime.db
        .select()
        .from(linkChecks)
        .where(
          and(
            eq(linkChecks.instanceId, instance.id),
            eq(linkChecks.scope, scope),
            statuses === 'active'
              ? inArray(linkChecks.status, active)
              : notInArray(linkChecks.status, active),
          ),
        )
        .orderBy(desc(linkChecks.queuedAt))
        .limit(1);
    const [counts, [current], [last], [confirmation]] = await Promise.all([
      linkCountsByInstance(runtime.db, [instance.id]),
      latest('instance', 'active'),
      latest('instance', 'finished'),
      latest('unconfirmed', 'active'),
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
