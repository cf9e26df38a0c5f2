import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { datasetsConflict, datasetsResolveConflict } from '@contract/functions/datasets';
import { functionQuery, useFunctionMutation } from '@web/lib/function-query';
import { showDataset } from './save-dataset';

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
  return useFunctionMutation(datasetsResolveConflict, {
    onSuccess: (dataset) => showDataset(queryClient, dataset),
  });
}
