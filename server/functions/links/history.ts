import { linksHistory } from '#contract/functions/links.js';
import { requireResource } from '#server/policies/resources.js';
import { presentLinkResult } from '#server/services/links/present-link.js';
import { resourceLinkHistory } from '#server/services/links/resource-link-history.js';
import { implement } from '../implement.js';

export default implement(linksHistory, {
  authorize: ({ runtime, actor, input }) =>
    requireResource(runtime.db, actor, input.resourceId, 'read'),
  async handle({ runtime, permit }) {
    const rows = await resourceLinkHistory(runtime, permit.resource.id);
    return { items: rows.map(presentLinkResult) };
  },
});
