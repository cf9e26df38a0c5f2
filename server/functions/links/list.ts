import { linksList } from '#contract/functions/links.js';
import { requireWorkspace } from '#server/policies/workspaces.js';
import { listLinks } from '#server/services/links/list-links.js';
import { implement } from '../implement.js';

export default implement(linksList, {
  authorize: ({ runtime, actor, input }) =>
    requireWorkspace(runtime.db, actor, input.workspaceId, 'read'),
  async handle({ runtime, input }) {
    const { items, total } = await listLinks(runtime.db, input);
    return { items, total, page: input.page, pageSize: input.pageSize };
  },
});
