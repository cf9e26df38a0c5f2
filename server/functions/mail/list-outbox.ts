import { desc } from 'drizzle-orm';
import { mailListOutbox } from '../../../contract/functions/mail.js';
import { mailOutbox } from '../../db/schema/index.js';
import { requireSystemAdministrator } from '../../policies/system.js';
import { implement } from '../implement.js';

export default implement(mailListOutbox, {
  authorize: requireSystemAdministrator,
  async handle({ runtime, input }) {
    const rows = await runtime.db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(input.limit);
    return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
  },
});
