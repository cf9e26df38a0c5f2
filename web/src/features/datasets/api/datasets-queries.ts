import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { InputOf } from '@contract/functions/define';
import { datasetsGet, datasetsList } from '@contract/functions/datasets';
import { functionQuery } from '@web/lib/function-query';

type DatasetListInput = InputOf<typeof datasetsList>;
/** Every parameter spelled out (one query key per list), the optional filters aside. */
export type DatasetListParams = Required<Omit<DatasetListInput, 'linkStatus' | 'visibility'>> &
  Pick<DatasetListInput, 'linkStatus' | 'visibility'>;

export const datasetListQuery = (params: DatasetListParams) =>
  queryOptions({
    ...functionQuery(datasetsList, params),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const datasetQuery = (datasetId: string) =>
  queryOptions({
    ...functionQuery(datasetsGet, { datasetId }),
  });
