import type { LinkReason, LinkStatus } from '#contract/enums.js';
import { linksDatasetStatus } from '#contract/functions/links.js';
import { mayEditOrganization } from '#server/policies/instances.js';
import { requireDataset } from '#server/policies/require-dataset.js';
import { datasetLinkStates } from '#server/services/links/dataset-link-states.js';
import { presentLinkCheck } from '#server/services/links/present-link.js';
import { implement } from '../implement.js';

export default implement(linksDatasetStatus, {
  authorize: ({ runtime, actor, input }) =>
    requireDataset(runtime.db, actor, input.datasetId, 'read'),
  async handle({ runtime, permit }) {
    const { dataset } = permit;
    const { states, current } = await datasetLinkStates(runtime, dataset);
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
