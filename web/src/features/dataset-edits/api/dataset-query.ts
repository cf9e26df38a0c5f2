import { queryOptions, useQuery } from '@tanstack/react-query';
import { datasetsGet } from '../../../../../contract/functions/datasets';
import { callContract } from '../../../lib/functions-client';

/** `datasets.get`, keyed as every feature keys it, so a save or a sync refreshes every view of it. */
export function datasetQueryOptions(datasetId: string) {
  return queryOptions({
    queryKey: [datasetsGet.name, { datasetId }],
    queryFn: ({ signal }) => callContract(datasetsGet, { datasetId }, { signal }),
  });
}

export function useDataset(datasetId: string) {
  return useQuery(datasetQueryOptions(datasetId));
}
