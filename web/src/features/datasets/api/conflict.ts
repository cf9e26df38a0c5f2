import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { datasetsConflict, datasetsResolveConflict } from '@contract/functions/dataset-edits';
import type { InputOf } from '@contract/functions/define';
import { callContract } from '@web/lib/functions-client';
import { functionQuery } from '@web/lib/function-query';
import { datasetChanged } from './save-dataset';

export function conflictQueryOptions(datasetId: string) {
  return queryOptions({
    ...functionQuery(datasetsConflict, { datasetId }),
  });
}

export function useConflict(datasetId: string) {
  return useQuery(conflictQueryOptions(datasetId));
}

export function useResolveConflict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof datasetsResolveConflict>) =>
      callContract(datasetsResolveConflict, input),
    onSuccess: (dataset) => datasetChanged(queryClient, dataset),
  });
}
