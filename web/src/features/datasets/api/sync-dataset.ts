import { useQueryClient } from '@tanstack/react-query';
import { datasetsSync } from '@contract/functions/datasets';
import { useFunctionMutation } from '@web/lib/function-query';
import { datasetQuery } from './datasets-queries';
import { showDataset } from './save-dataset';

/** The sync of one dataset. A failed sync changed nothing here, but its event is new. */
export function useSyncDataset() {
  const queryClient = useQueryClient();
  return useFunctionMutation(datasetsSync, {
    onSuccess: (answer, input) => {
      if (answer.outcome === 'deleted') {
        queryClient.removeQueries({ queryKey: datasetQuery(input.datasetId).queryKey });
      } else showDataset(queryClient, answer.dataset);
    },
    onError: (_error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['events.list'] }),
        queryClient.invalidateQueries({ queryKey: datasetQuery(input.datasetId).queryKey }),
      ]),
  });
}
