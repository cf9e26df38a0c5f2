import type { DatasetSort, DatasetVisibility, LinkStatus } from '../../../contract/enums.js';

/** A page of an instance's dataset list: its search, filter, order and page. */
export interface ListDatasetsQuery {
  instanceId: string;
  q: string;
  sort: DatasetSort;
  linkStatus?: LinkStatus | 'unchecked' | undefined;
  visibility?: DatasetVisibility | undefined;
  page: number;
  pageSize: number;
}
