import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DatasetDetail } from '@contract/functions/datasets';
import type { InputOf } from '@contract/functions/define';
import {
  resourcesCreate,
  resourcesRemove,
  resourcesReorder,
  resourcesUpdate,
} from '@contract/functions/resource-edits';
import { callContract } from '@web/lib/functions-client';
import { datasetChanged } from './save-dataset';

/** Resource edits answer with the whole dataset: its new version, sync status and resources. */
function useResourceMutation<Input>(call: (input: Input) => Promise<DatasetDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (dataset) => datasetChanged(queryClient, dataset),
  });
}

export const useCreateResource = () =>
  useResourceMutation((input: InputOf<typeof resourcesCreate>) =>
    callContract(resourcesCreate, input),
  );
export const useUpdateResource = () =>
  useResourceMutation((input: InputOf<typeof resourcesUpdate>) =>
    callContract(resourcesUpdate, input),
  );
export const useRemoveResource = () =>
  useResourceMutation((input: InputOf<typeof resourcesRemove>) =>
    callContract(resourcesRemove, input),
  );
export const useReorderResources = () =>
  useResourceMutation((input: InputOf<typeof resourcesReorder>) =>
    callContract(resourcesReorder, input),
  );
