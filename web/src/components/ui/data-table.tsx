import type { HTMLAttributes, ReactNode } from 'react';
import { Pager, type PagerProps } from './pager';
import { Spinner } from './spinner';
import styles from './data-table.module.css';

export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  /** Hide the header text visually (an actions column); screen readers still read it. */
  headerHidden?: boolean;
  cell: (row: Row) => ReactNode;
  /** Right-aligned tabular figures. */
  numeric?: boolean;
  nowrap?: boolean;
  /** This column names the row (e.g. a person's name): a row header for screen readers. */
  rowHeader?: boolean;
  /** The sort values this column's header switches between (ascending first). */
  sort?: { ascending: string; descending: string };
}

export interface DataTableProps<Row> {
  /** What the table lists, for screen readers (shown visually hidden). */
  caption: string;
  columns: DataTableColumn<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Extra attributes per row (e.g. a data attribute tests and styles use). */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
  empty: ReactNode;
  /** While the first answer loads: a spinner with this label instead of the rows. */
  loading?: string | undefined;
  sort?: { value: string; onChange: (value: string) => void };
  pager?: PagerProps;
}

/**
 * The one table of the app: column headers (sortable ones are buttons that say their direction
 * through aria-sort), a caption for screen readers, a loading state, an empty state and the pager.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
  empty,
  loading,
  sort,
  pager,
}: DataTableProps<Row>) {
  if (loading && !rows) return <Spinner label={loading} />;
  if (!rows || rows.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <>
      <div className={styles.wrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <SortableHeader key={column.id} column={column} sort={sort} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.id}
                      scope={column.rowHeader ? 'row' : undefined}
                      className={
                        [column.numeric && styles.number, column.nowrap && styles.nowrap]
                          .filter(Boolean)
                          .join(' ') || undefined
                      }
                    >
                      {column.cell(row)}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pager ? <Pager {...pager} /> : null}
    </>
  );
}

function SortableHeader<Row>({
  column,
  sort,
}: {
  column: DataTableColumn<Row>;
  sort: DataTableProps<Row>['sort'];
}) {
  const header = column.headerHidden ? (
    <span className="visually-hidden">{column.header}</span>
  ) : (
    column.header
  );
  if (!column.sort || !sort) return <th scope="col">{header}</th>;
  const direction =
    sort.value === column.sort.ascending
      ? 'ascending'
      : sort.value === column.sort.descending
        ? 'descending'
        : undefined;
  const next = direction === 'ascending' ? column.sort.descending : column.sort.ascending;
  return (
    <th scope="col" aria-sort={direction ?? 'none'}>
      <button type="button" className={styles.sortButton} onClick={() => sort.onChange(next)}>
        {header}
        <span aria-hidden="true">
          {direction === 'ascending' ? ' ▲' : direction === 'descending' ? ' ▼' : ''}
        </span>
      </button>
    </th>
  );
}
