import { importsPreview } from '@contract/functions/bulk';
import { useFunctionMutation } from '@web/lib/function-query';

/** Sends a chosen file for a preview (`imports.preview`): nothing changes until Apply. */
export function usePreviewImport() {
  return useFunctionMutation(importsPreview);
}
