import { datasetsSyncMany } from '@contract/functions/datasets';
import { useFunctionMutation } from '@web/lib/function-query';

/** Starts "publish many": one run that syncs the datasets with the person's own key. */
export function useStartSyncRun() {
  return useFunctionMutation(datasetsSyncMany);
}
