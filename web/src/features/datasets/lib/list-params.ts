import { useSearchParams } from 'react-router';
import {
  datasetSorts,
  defaultRowsPerPage,
  linkStatuses,
  rowsPerPageOptions,
  type DatasetSort,
  type LinkStatus,
} from '../../../../../contract/enums';

export interface ListParams {
  q: string;
  sort: DatasetSort;
  /** Only datasets of this link status ('unchecked': not checked yet). */
  linkStatus?: LinkStatus | 'unchecked' | undefined;
  page: number;
  pageSize: number;
}

const linkStatusChoices: readonly string[] = [...linkStatuses, 'unchecked'];

export function readListParams(params: URLSearchParams): ListParams {
  const sort = params.get('sort') ?? '';
  const pageSize = Number(params.get('rows'));
  const linkStatus = params.get('status') ?? '';
  return {
    q: params.get('q') ?? '',
    sort: (datasetSorts as readonly string[]).includes(sort) ? (sort as DatasetSort) : 'default',
    linkStatus: linkStatusChoices.includes(linkStatus)
      ? (linkStatus as ListParams['linkStatus'])
      : undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: (rowsPerPageOptions as readonly number[]).includes(pageSize)
      ? pageSize
      : defaultRowsPerPage,
  };
}

/** The URL form of a list: defaults are left out, so a plain list has a plain address. */
export function writeListParams(list: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (list.q) search.set('q', list.q);
  if (list.sort !== 'default') search.set('sort', list.sort);
  if (list.linkStatus) search.set('status', list.linkStatus);
  if (list.page > 1) search.set('page', String(list.page));
  if (list.pageSize !== defaultRowsPerPage) search.set('rows', String(list.pageSize));
  return search;
}

/**
 * Search, sort and page live in the URL, so a list can be bookmarked, shared and gone back to.
 * Each change is built from the address bar as it is when the change lands — react-router hands
 * a functional update the parameters of the last render, which loses the first of two quick
 * changes (clear the search, then pick a sort).
 */
export function useListParams(): {
  list: ListParams;
  update: (changes: Partial<ListParams>) => void;
} {
  const [params, setParams] = useSearchParams();
  const update = (changes: Partial<ListParams>) =>
    setParams(
      writeListParams({
        ...readListParams(new URLSearchParams(window.location.search)),
        ...changes,
      }),
    );
  return { list: readListParams(params), update };
}
