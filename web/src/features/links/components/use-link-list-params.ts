import { linkListSorts, linkReasons } from '@contract/enums';
import {
  choiceParam,
  choiceWithDefaultParam,
  fixedParam,
  optionalParam,
  pageParam,
  rowsParam,
  textParam,
  useUrlListState,
  type UrlListState,
} from '@web/lib/use-url-list-state';

/** The link list's filters, sort and page, beside `view=links` so the view can be shared. */
const linkListSchema = {
  view: fixedParam('view', 'links'),
  instanceId: optionalParam('instance'),
  status: choiceParam('status', ['dead', 'unknown'] as const),
  reason: choiceParam('reason', linkReasons),
  q: textParam('q'),
  sort: choiceWithDefaultParam('sort', linkListSorts, 'status'),
  page: pageParam,
  pageSize: rowsParam,
};

export type LinkListParams = UrlListState<typeof linkListSchema>;

export function useLinkListParams() {
  const { state, update } = useUrlListState(linkListSchema);
  return { params: state, update };
}
