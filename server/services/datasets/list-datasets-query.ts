import type { DatasetSort } from '#contract/enums.js';
import type { DatasetListFilters } from '#contract/functions/datasets/index.js';

/** A page of an instance's dataset list: its search and filters, order and page. */
export interface ListDatasetsQuery extends DatasetListFilters {
  instanceId: string;
  sort: DatasetSort;
  page: number;
  pageSize: number;
}

/** The list's search and filters alone, for the rows they match (the list, its counts, the export). */
export type DatasetListSelection = DatasetListFilters & { instanceId: string };

/** Whether anything narrows the list: without, its total is the instance's tallies. */
export function isFiltered(query: DatasetListFilters, searching: boolean): boolean {
  return (
    searching ||
    Boolean(
      query.linkStatus ||
      query.visibility ||
      query.syncStatus ||
      query.organization ||
      query.qualityRule,
    )
  );
}
