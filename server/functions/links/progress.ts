import { linksProgress } from '#contract/functions/links.js';
import { requireLinkCheck } from '#server/policies/links.js';
import { presentLinkCheck } from '#server/services/links/present-link.js';
import { implement } from '../implement.js';

export default implement(linksProgress, {
  authorize: ({ runtime, actor, input }) => requireLinkCheck(runtime.db, actor, input.checkId),
  handle: async ({ permit }) => presentLinkCheck(permit.check),
});
