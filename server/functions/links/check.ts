import { linksCheck } from '#contract/functions/links.js';
import { requireInstance } from '#server/policies/instances.js';
import { requireDataset } from '#server/policies/require-dataset.js';
import { requireResource } from '#server/policies/resources.js';
import { presentLinkCheck } from '#server/services/links/present-link.js';
import { queueLinkCheck } from '#server/services/links/queue-link-check.js';
import { implement } from '../implement.js';

/** What a check covers, once the caller is known to be allowed to start it. */
interface LinkCheckTarget {
  instanceId: string;
  datasetId?: string;
  resourceId?: string;
}

export default implement(linksCheck, {
  // Checking links changes nothing in the catalogue, but it sends requests in our name: 'edit'.
  async authorize({ runtime, actor, input }): Promise<LinkCheckTarget> {
    switch (input.scope) {
      case 'instance': {
        const { instance } = await requireInstance(runtime.db, actor, input.instanceId, 'edit');
        return { instanceId: instance.id };
      }
      case 'dataset': {
        const { dataset } = await requireDataset(runtime.db, actor, input.datasetId, 'edit');
        return { instanceId: dataset.instanceId, datasetId: dataset.id };
      }
      case 'resource': {
        const { resource } = await requireResource(runtime.db, actor, input.resourceId, 'edit');
        return {
          instanceId: resource.instanceId,
          datasetId: resource.datasetId,
          resourceId: resource.id,
        };
      }
    }
  },
  async handle({ runtime, actor, input, permit }) {
    const check = await queueLinkCheck(runtime.db, runtime.jobs, {
      ...permit,
      scope: input.scope,
      trigger: 'manual',
      requestedBy: actor.id,
    });
    return presentLinkCheck(check);
  },
});
