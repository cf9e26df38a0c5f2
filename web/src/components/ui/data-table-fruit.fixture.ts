import type { DataTableColumn } from './data-table-types';

/** A small table the DataTable tests render: a sortable name, a sortable count, a position. */
export interface Fruit {
  name: string;
  count: number;
}

export type FruitSort = 'name_asc' | 'name_desc' | 'count_most';

export const fruitColumns: DataTableColumn<Fruit, FruitSort>[] = [
  {
    id: 'name',
    header: 'Name',
    rowHeader: true,
    sort: { ascending: 'name_asc', descending: 'name_desc' },
    cell: (fruit) => fruit.name,
  },
  {
    id: 'count',
    header: 'Count',
    numeric: true,
    sort: { ascending: 'count_most' },
    cell: (fruit) => fruit.count,
  },
  { id: 'position', header: 'Position', cell: (_fruit, index) => index + 1 },
];
