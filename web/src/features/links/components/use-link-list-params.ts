import { useSearchParams } from 'react-router';
import {
  defaultRowsPerPage,
  linkListSorts,
  linkReasons,
  rowsPerPageOptions,
  type LinkListSort,
  type LinkReason,
} from '../../../../../contract/enums';

export interface LinkListParams {
  instanceId: string | undefined;
  status: 'dead' | 'unknown' | undefined;
  reason: LinkReason | undefined;
  q: string;
  sort: LinkListSort;
  page: number;
  pageSize: number;
}

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  (options as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

function readLinkListParams(search: URLSearchParams): LinkListParams {
  const pageSize = Number(search.get('rows'));
  return {
    instanceId: search.get('instance') || undefined,
    status: oneOf(['dead', 'unknown'] as const, search.get('status')),
    reason: oneOf(linkReasons, search.get('reason')),
    q: search.get('q') ?? '',
    sort: oneOf(linkListSorts, search.get('sort')) ?? 'status',
    page: Math.max(1, Number(search.get('page')) || 1),
    pageSize: (rowsPerPageOptions as readonly number[]).includes(pageSize)
      ? pageSize
      : defaultRowsPerPage,
  };
}

function writeLinkListParams(list: LinkListParams): URLSearchParams {
  const entries: Array<[string, string | undefined]> = [
    ['view', 'links'],
    ['instance', list.instanceId],
    ['status', list.status],
    ['reason', list.reason],
    ['q', list.q || undefined],
    ['sort', list.sort === 'status' ? undefined : list.sort],
    ['page', list.page > 1 ? String(list.page) : undefined],
    ['rows', list.pageSize === defaultRowsPerPage ? undefined : String(list.pageSize)],
  ];
  return new URLSearchParams(
    entries.filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/**
 * The list's filter, sort and page live in the URL beside `view=links`, so it can be shared. A
 * change applies to the address bar as it is now (the params of the last render may lag behind a
 * navigation) and, unless it is a page change, goes back to page 1.
 */
export function useLinkListParams() {
  const [search, setSearch] = useSearchParams();
  const update = (changes: Partial<LinkListParams>) =>
    setSearch(
      writeLinkListParams({
        ...readLinkListParams(new URLSearchParams(window.location.search)),
        page: 1,
        ...changes,
      }),
    );
  return { params: readLinkListParams(search), update };
}
