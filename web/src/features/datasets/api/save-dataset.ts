import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { datasetsCreate, datasetsUpdate } from '@contract/functions/dataset-edits';
import type { DatasetDetail } from '@contract/functions/datasets';
import type { InputOf } from '@contract/functions/define';
import { callContract } from '@web/lib/functions-client';
import { datasetQuery } from './datasets-queries';

/** After any change to a dataset: show the answer at once, and refresh lists and histories. */
export function datasetChanged(queryClient: QueryClient, dataset: DatasetDetail): void {
  queryClient.setQueryData(datasetQuery(dataset.id).queryKey, dataset);
  for (const name of ['datasets.list', 'histories.list', 'events.list', 'datasets.conflict']) {
    void queryClient.invalidateQueries({ queryKey: [name] });
  }
}

export function useCreateDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof datasetsCreate>) => callContract(datasetsCreate, input),
    onSuccess: (dataset) => datasetChanged(queryClient, dataset),
  });
}

export function useUpdateDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof datasetsUpdate>) => callContract(datasetsUpdate, input),
    onSuccess: (dataset) => datasetChanged(queryClient, dataset),
  });
}
