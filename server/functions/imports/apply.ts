import { importsApply } from '#contract/functions/imports.js';
import { AppError } from '#server/lib/app-error.js';
import { asNotFound, requireInstance } from '#server/policies/instances.js';
import { applyImport } from '#server/services/imports/apply-import.js';
import { importInstanceId } from '#server/services/imports/import-instance-id.js';
import { implement } from '../implement.js';

export default implement(importsApply, {
  async authorize({ runtime, actor, input }) {
    const instanceId = await importInstanceId(runtime, input.importId);
    if (!instanceId) throw AppError.notFound('Import');
    return requireInstance(runtime.db, actor, instanceId, 'edit').catch(asNotFound('Import'));
  },
  handle: ({ runtime, actor, input, permit }) =>
    applyImport(runtime.db, permit, actor, input.importId),
});
