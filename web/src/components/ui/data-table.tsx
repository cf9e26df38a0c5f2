import type { DataTableColumn, DataTableProps } from './data-table-types';
import { DataTableHeader } from './data-table-header';
import { Pager } from './pager';
import { Spinner } from './spinner';
import styles from './data-table.module.css';

export type { DataTableAttributes, DataTableColumn, DataTableProps } from './data-table-types';

/**
 * The one table of the app: column headers (sortable ones are buttons that say their direction
 * through aria-sort), a caption for screen readers, a loading state, an empty state and the pager.
 */
export function DataTable<Row, Sort extends string = string>({
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
  empty,
  loading,
  busy,
  attributes,
  sort,
  pager,
}: DataTableProps<Row, Sort>) {
  // No answer yet (still loading, or failed and said so elsewhere): no rows and no empty state.
  if (!rows) return loading ? <Spinner label={loading} /> : null;
  const pagerBelow = pager && pager.total > 0 ? <Pager {...pager} /> : null;
  if (rows.length === 0)
    return (
      <>
        <p className={styles.empty} aria-busy={busy} {...attributes}>
          {empty}
        </p>
        {pagerBelow}
      </>
    );
  return (
    <>
      <div className={styles.wrap} aria-busy={busy} {...attributes}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <DataTableHeader key={column.id} column={column} sort={sort} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={rowKey(row, index)} {...rowProps?.(row)}>
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.id}
                      scope={column.rowHeader ? 'row' : undefined}
                      className={cellClassName(column)}
                    >
                      {column.cell(row, index)}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pagerBelow}
    </>
  );
}

/** The alignment and wrapping classes a column asks for, shared by its header and its cells. */
export function cellClassName<Row, Sort extends string>(
  column: DataTableColumn<Row, Sort>,
): string | undefined {
  return (
    [column.numeric && styles.number, column.nowrap && styles.nowrap, column.className]
      .filter(Boolean)
      .join(' ') || undefined
  );
}
