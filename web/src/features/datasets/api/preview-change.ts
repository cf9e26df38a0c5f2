import { batchesPreviewChange } from '@contract/functions/batches';
import { useFunctionMutation } from '@web/lib/function-query';

/** Checks a change of the selected datasets (`batches.previewChange`): nothing changes until Apply. */
export function usePreviewChange() {
  return useFunctionMutation(batchesPreviewChange);
}
