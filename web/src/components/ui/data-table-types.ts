import type { HTMLAttributes, ReactNode } from 'react';
import type { PagerProps } from './pager';

export interface DataTableColumn<Row, Sort extends string = string> {
  id: string;
  header: ReactNode;
  /** Hide the header text visually (an actions column); screen readers still read it. */
  headerHidden?: boolean;
  cell: (row: Row, index: number) => ReactNode;
  /** Right-aligned tabular figures, the header aligned with them. */
  numeric?: boolean;
  nowrap?: boolean;
  /** A class of this column's own for its cells (e.g. a monospaced quote). */
  className?: string;
  /** This column names the row (e.g. a person's name): a row header for screen readers. */
  rowHeader?: boolean;
  /**
   * The sort values this column's header switches between (ascending first). A column the
   * server sorts one way only (e.g. by name) leaves `descending` out: its header then only
   * chooses that sort.
   */
  sort?: { ascending: Sort; descending?: Sort };
}

/** Attributes for the table's outer element (e.g. a data attribute the browser journeys wait on). */
export type DataTableAttributes = HTMLAttributes<HTMLElement> &
  Record<`data-${string}`, string | undefined>;

export interface DataTableProps<Row, Sort extends string = string> {
  /** What the table lists, for screen readers (shown visually hidden). */
  caption: string;
  columns: DataTableColumn<Row, Sort>[];
  rows: readonly Row[] | undefined;
  /** The row's stable key; rows with no id of their own may use their index. */
  rowKey: (row: Row, index: number) => string;
  /** Extra attributes per row (e.g. a data attribute tests and styles use, or aria-busy). */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
  empty: ReactNode;
  /** While the first answer loads (rows undefined): a spinner with this label. */
  loading?: string | undefined;
  /** A newer answer is on its way: the rows on screen are about to change. */
  busy?: boolean;
  attributes?: DataTableAttributes;
  sort?: { value: Sort; onChange: (value: Sort) => void };
  pager?: PagerProps;
}
