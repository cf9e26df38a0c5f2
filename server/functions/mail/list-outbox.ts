import { mailListOutbox } from '#contract/functions/mail.js';
import { requireSystemAdministrator } from '#server/policies/system.js';
import { listOutbox } from '#server/services/mail/list-outbox.js';
import { implement } from '../implement.js';

export default implement(mailListOutbox, {
  authorize: requireSystemAdministrator,
  handle: async ({ runtime, input }) => ({ items: await listOutbox(runtime, input.limit) }),
});
