import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { InputOf } from '@contract/functions/define';
import { datasetsFilterCounts, datasetsGet, datasetsList } from '@contract/functions/datasets';
import { functionQuery } from '@web/lib/function-query';

type DatasetListInput = InputOf<typeof datasetsList>;
type OptionalFilter = 'linkStatus' | 'visibility' | 'syncStatus' | 'organization' | 'qualityRule';
/** Every parameter spelled out (one query key per list), the optional filters aside. */
export type DatasetListParams = Required<Omit<DatasetListInput, OptionalFilter>> &
  Pick<DatasetListInput, OptionalFilter>;

/** How many datasets each sync-status and organization choice would show, for the list's filters. */
export const datasetFilterCountsQuery = (
  params: Omit<DatasetListParams, 'sort' | 'page' | 'pageSize'>,
) =>
  queryOptions({
    ...functionQuery(datasetsFilterCounts, params),
    placeholderData: keepPreviousData,
  });

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
