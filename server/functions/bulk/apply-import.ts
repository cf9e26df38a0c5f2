import { eq } from 'drizzle-orm';
import { importsApply } from '../../../contract/functions/bulk.js';
import { imports } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { asNotFound, requireInstance } from '../../policies/instances.js';
import { applyImport } from '../../services/bulk/apply-import.js';
import { implement } from '../implement.js';

export default implement(importsApply, {
  async authorize({ runtime, actor, input }) {
    const [stored] = await runtime.db
      .select({ instanceId: imports.instanceId })
      .from(imports)
      .where(eq(imports.id, input.importId));
    if (!stored) throw AppError.notFound('Import');
    return requireInstance(runtime.db, actor, stored.instanceId, 'edit').catch(
      asNotFound('Import'),
    );
  },
  handle: ({ runtime, actor, input, permit }) =>
    applyImport(runtime.db, permit, actor, input.importId),
});
