import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { InputOf } from '../../../../../contract/functions/define';
import { datasetsGet, datasetsList } from '../../../../../contract/functions/datasets';
import { callContract } from '../../../lib/functions-client';

export type DatasetListParams = Required<InputOf<typeof datasetsList>>;

export const datasetListQuery = (params: DatasetListParams) =>
  queryOptions({
    queryKey: ['datasets.list', params],
    queryFn: ({ signal }) => callContract(datasetsList, params, { signal }),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const datasetQuery = (datasetId: string) =>
  queryOptions({
    queryKey: ['datasets.get', { datasetId }],
    queryFn: ({ signal }) => callContract(datasetsGet, { datasetId }, { signal }),
  });
