import {
  datasetSorts,
  datasetSyncFilters,
  datasetVisibilities,
  linkStatuses,
  type LinkStatus,
} from '@contract/enums';
import { qualityRuleIds } from '@contract/quality-rules';
import {
  choiceParam,
  choiceWithDefaultParam,
  optionalParam,
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
 * The dataset list's search, sort, filters (link status, 'unchecked': not checked yet; visibility;
 * sync status; organization by name; a failed quality rule) and page, kept in the URL so a filtered list can be shared,
 * linked to (the instance's "not yet synced" figure) and exported as it is.
 */
const datasetListSchema = {
  q: textParam('q'),
  sort: choiceWithDefaultParam('sort', datasetSorts, 'default'),
  linkStatus: choiceParam('status', linkStatusChoices),
  visibility: choiceParam('visibility', datasetVisibilities),
  syncStatus: choiceParam('sync', datasetSyncFilters),
  organization: optionalParam('organization'),
  /** A failed quality rule (the quality page's counts link here). */
  qualityRule: choiceParam('quality', qualityRuleIds),
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
