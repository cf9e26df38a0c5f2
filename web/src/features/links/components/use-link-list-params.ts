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

/** The list's filter, sort and page live in the URL beside `view=links`, so it can be shared. */
export function useLinkListParams() {
  const [search, setSearch] = useSearchParams();
  const pageSize = Number(search.get('rows'));
  const params: LinkListParams = {
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
  const update = (changes: Partial<LinkListParams>) => {
    const next = { ...params, page: 1, ...changes };
    const entries: Array<[string, string | undefined]> = [
      ['view', 'links'],
      ['instance', next.instanceId],
      ['status', next.status],
      ['reason', next.reason],
      ['q', next.q || undefined],
      ['sort', next.sort === 'status' ? undefined : next.sort],
      ['page', next.page > 1 ? String(next.page) : undefined],
      ['rows', next.pageSize === defaultRowsPerPage ? undefined : String(next.pageSize)],
    ];
    setSearch(
      new URLSearchParams(entries.filter((entry): entry is [string, string] => Boolean(entry[1]))),
    );
  };
  return { params, update };
}
