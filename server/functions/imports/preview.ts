import { importsPreview } from '#contract/functions/imports.js';
import { requireInstance } from '#server/policies/instances.js';
import { previewImport } from '#server/services/imports/preview-import.js';
import { implement } from '../implement.js';

export default implement(importsPreview, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'edit'),
  handle: ({ runtime, actor, input, file, permit }) =>
    previewImport(
      runtime.db,
      permit,
      actor,
      { fileName: input.fileName, bytes: file },
      { maxRows: runtime.config.importMaxRows, timeZone: input.timeZone },
    ),
});
