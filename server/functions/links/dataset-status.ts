import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { LinkReason, LinkStatus } from '../../../contract/enums.js';
import { linksDatasetStatus } from '../../../contract/functions/links.js';
import { linkChecks, linkStates, resources } from '../../db/schema/index.js';
import { mayEditOrganization, requireDataset } from '../../policies/instances.js';
import { presentLinkCheck } from '../../services/links/present-link.js';
import { implement } from '../implement.js';

export default implement(linksDatasetStatus, {
  authorize: ({ runtime, actor, input }) =>
    requireDataset(runtime.db, actor, input.datasetId, 'read'),
  async handle({ runtime, permit }) {
    const { dataset } = permit;
    const [states, [current]] = await Promise.all([
      runtime.db
        .select({
          resourceId: resources.id,
          url: resources.url,
          status: resources.linkStatus,
          reason: resources.linkReason,
          checkedAt: resources.linkCheckedAt,
          engineStatus: linkStates.engineStatus,
          httpStatus: linkStates.httpStatus,
          finalUrl: linkStates.finalUrl,
          failingSince: linkStates.failingSince,
        })
        .from(resources)
        .innerJoin(
          linkStates,
          and(eq(linkStates.resourceId, resources.id), eq(linkStates.url, resources.url)),
        )
        .where(eq(resources.datasetId, dataset.id))
        .orderBy(asc(resources.position), asc(resources.name)),
      runtime.db
        .select()
        .from(linkChecks)
        .where(
          and(
            inArray(linkChecks.status, ['queued', 'running']),
            or(
              and(eq(linkChecks.instanceId, dataset.instanceId), eq(linkChecks.scope, 'instance')),
              eq(linkChecks.datasetId, dataset.id),
            ),
          ),
        )
        .orderBy(desc(linkChecks.queuedAt))
        .limit(1),
    ]);
    return {
      status: dataset.linkStatus as LinkStatus | null,
      reason: dataset.linkReason as LinkReason | null,
      checkedAt: dataset.linkCheckedAt?.toISOString() ?? null,
      resources: states
        .filter((state) => state.status !== null && state.checkedAt !== null)
        .map((state) => ({
          resourceId: state.resourceId,
          url: state.url,
          status: state.status as LinkStatus,
          reason: (state.reason ?? 'ok') as LinkReason,
          httpStatus: state.httpStatus,
          finalUrl: state.finalUrl,
          checkedAt: state.checkedAt!.toISOString(),
          failingSince: state.failingSince?.toISOString() ?? null,
          awaitingConfirmation: state.status === 'unknown' && state.engineStatus === 'dead',
        })),
      current: current ? presentLinkCheck(current) : null,
      canCheck: mayEditOrganization(permit.editable, dataset.organizationName),
    };
  },
});
