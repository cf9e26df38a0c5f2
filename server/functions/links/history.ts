import { desc, eq } from 'drizzle-orm';
import { linksHistory } from '../../../contract/functions/links.js';
import { linkResults } from '../../db/schema/index.js';
import { requireResource } from '../../policies/resources.js';
import { presentLinkResult } from '../../services/links/present-link.js';
import { implement } from '../implement.js';

const historyLimit = 100;

export default implement(linksHistory, {
  authorize: ({ runtime, actor, input }) =>
    requireResource(runtime.db, actor, input.resourceId, 'read'),
  async handle({ runtime, permit }) {
    const rows = await runtime.db
      .select()
      .from(linkResults)
      .where(eq(linkResults.resourceId, permit.resource.id))
      .orderBy(desc(linkResults.checkedAt))
      .limit(historyLimit);
    return { items: rows.map(presentLinkResult) };
  },
});
