import { importsPreview } from '@contract/functions/imports';
import { useFileFunctionMutation } from '@web/lib/use-file-function-mutation';

/** Sends a chosen file for a preview (`imports.preview`): nothing changes until Apply. */
export function usePreviewImport() {
  return useFileFunctionMutation(importsPreview);
}
