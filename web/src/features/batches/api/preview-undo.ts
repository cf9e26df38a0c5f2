import { batchesPreviewUndo } from '@contract/functions/batches';
import { useFunctionMutation } from '@web/lib/function-query';

/** Checks the undo of an applied batch (`batches.previewUndo`): nothing changes until Apply. */
export function usePreviewUndo() {
  return useFunctionMutation(batchesPreviewUndo);
}
