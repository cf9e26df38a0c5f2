import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  datasetsCheckSensitive,
  instancesCheckSensitive,
  resourcesCheckSensitive,
} from '@contract/functions/sensitive';
import { callContract } from '@web/lib/functions-client';

/** Everything a started check changes: the reports, statuses, histories and progress. */
function refreshCheckViews(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    ['sensitive.status', 'sensitive.report', 'sensitive.checks', 'sensitive.progress'].map((name) =>
      queryClient.invalidateQueries({ queryKey: [name] }),
    ),
  ).then(() => undefined);
}

/** Check / Recheck of one resource. */
export function useCheckResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resourceId: string) => callContract(resourcesCheckSensitive, { resourceId }),
    onSuccess: () => refreshCheckViews(queryClient),
  });
}

/** Check every resource of a dataset. */
export function useCheckDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datasetId: string) => callContract(datasetsCheckSensitive, { datasetId }),
    onSuccess: () => refreshCheckViews(queryClient),
  });
}

/** Check every resource of an instance. */
export function useCheckInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (instanceId: string) => callContract(instancesCheckSensitive, { instanceId }),
    onSuccess: () => refreshCheckViews(queryClient),
  });
}
