import { datasetSorts, datasetVisibilities, linkStatuses, type LinkStatus } from '@contract/enums';
import {
  choiceParam,
  choiceWithDefaultParam,
  pageParam,
  readUrlListState,
  rowsParam,
  textParam,
  useUrlListState,
  writeUrlListState,
  type UrlListState,
} from '@web/lib/use-url-list-state';

const linkStatusChoices = [...linkStatuses, 'unchecked'] as (LinkStatus | 'unchecked')[];

/**
 * The dataset list's search, sort, link-status filter ('unchecked': not checked yet), visibility
 * filter and page.
 */
const datasetListSchema = {
  q: textParam('q'),
  sort: choiceWithDefaultParam('sort', datasetSorts, 'default'),
  linkStatus: choiceParam('status', linkStatusChoices),
  visibility: choiceParam('visibility', datasetVisibilities),
  page: pageParam,
  pageSize: rowsParam,
};

export type ListParams = UrlListState<typeof datasetListSchema>;

export const readListParams = (search: URLSearchParams): ListParams =>
  readUrlListState(datasetListSchema, search);

export const writeListParams = (list: ListParams): URLSearchParams =>
  writeUrlListState(datasetListSchema, list);

export function useListParams() {
  const { state, update } = useUrlListState(datasetListSchema);
  return { list: state, update };
}
