import { useQueryClient } from '@tanstack/react-query';
import { datasetsDelete, datasetsRestore } from '@contract/functions/datasets';
import { useFunctionMutation } from '@web/lib/function-query';
import { datasetQuery } from './datasets-queries';
import { showDataset } from './save-dataset';

/**
 * Delete: a dataset the catalogue does not have is gone at once (its page with it); a catalogue
 * dataset comes back marked to be deleted, shown at once.
 */
export function useDeleteDataset() {
  const queryClient = useQueryClient();
  return useFunctionMutation(datasetsDelete, {
    onSuccess: (answer, input) => {
      if (answer.outcome === 'removed') {
        queryClient.removeQueries({ queryKey: datasetQuery(input.datasetId).queryKey });
      } else showDataset(queryClient, answer.dataset);
    },
  });
}

/** Undo of a deletion not yet synced. */
export function useRestoreDataset() {
  const queryClient = useQueryClient();
  return useFunctionMutation(datasetsRestore, {
    onSuccess: (dataset) => showDataset(queryClient, dataset),
  });
}
