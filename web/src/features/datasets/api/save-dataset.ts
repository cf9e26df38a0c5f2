import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { datasetsCreate, datasetsUpdate, type DatasetDetail } from '@contract/functions/datasets';
import { useFunctionMutation } from '@web/lib/function-query';
import { datasetQuery } from './datasets-queries';

/**
 * After any change to a dataset, show the answer at once; the lists, histories and events it
 * makes stale are the contract's `invalidates` (datasetEditReads), refreshed by the mutation.
 */
export function showDataset(queryClient: QueryClient, dataset: DatasetDetail): void {
  queryClient.setQueryData(datasetQuery(dataset.id).queryKey, dataset);
}

export function useCreateDataset() {
  const queryClient = useQueryClient();
  return useFunctionMutation(datasetsCreate, {
    onSuccess: (dataset) => showDataset(queryClient, dataset),
  });
}

export function useUpdateDataset() {
  const queryClient = useQueryClient();
  return useFunctionMutation(datasetsUpdate, {
    onSuccess: (dataset) => showDataset(queryClient, dataset),
  });
}
