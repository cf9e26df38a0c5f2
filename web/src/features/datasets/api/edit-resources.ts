import { useQueryClient } from '@tanstack/react-query';
import type { DatasetDetail } from '@contract/functions/datasets';
import type { FunctionContract } from '@contract/functions/define';
import {
  resourcesCreate,
  resourcesRemove,
  resourcesReorder,
  resourcesUpdate,
} from '@contract/functions/resources';
import { useFunctionMutation } from '@web/lib/function-query';
import { showDataset } from './save-dataset';

/** Resource edits answer with the whole dataset: its new version, sync status and resources. */
function useResourceMutation<F extends FunctionContract>(contract: F) {
  const queryClient = useQueryClient();
  return useFunctionMutation(contract, {
    onSuccess: (dataset) => showDataset(queryClient, dataset as DatasetDetail),
  });
}

export const useCreateResource = () => useResourceMutation(resourcesCreate);
export const useUpdateResource = () => useResourceMutation(resourcesUpdate);
export const useRemoveResource = () => useResourceMutation(resourcesRemove);
export const useReorderResources = () => useResourceMutation(resourcesReorder);
