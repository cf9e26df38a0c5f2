import { importsApply } from '@contract/functions/imports';
import { useFunctionMutation } from '@web/lib/function-query';

/** Apply of a previewed import; refreshes the lists and histories it changes. */
export function useApplyImport(onApplied: (datasets: number) => void) {
  return useFunctionMutation(importsApply, { onSuccess: (output) => onApplied(output.datasets) });
}
