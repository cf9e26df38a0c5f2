import { useMutation, useQueryClient } from '@tanstack/react-query';
import { datasetsSync } from '@contract/functions/dataset-edits';
import type { InputOf } from '@contract/functions/define';
import { callContract } from '@web/lib/functions-client';
import { datasetQuery } from './datasets-queries';
import { datasetChanged } from './save-dataset';

/** The sync of one dataset. A failed sync changed nothing here, but its event is new. */
export function useSyncDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof datasetsSync>) => callContract(datasetsSync, input),
    onSuccess: (answer) => datasetChanged(queryClient, answer.dataset),
    onError: (_error, input) => {
      void queryClient.invalidateQueries({ queryKey: ['events.list'] });
      void queryClient.invalidateQueries({
        queryKey: datasetQuery(input.datasetId).queryKey,
      });
    },
  });
}
