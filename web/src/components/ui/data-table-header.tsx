import type { DataTableColumn, DataTableProps } from './data-table-types';
import styles from './data-table.module.css';

/** A column header; a sortable one is a button that says its direction through aria-sort. */
export function DataTableHeader<Row, Sort extends string>({
  column,
  sort,
}: {
  column: DataTableColumn<Row, Sort>;
  sort: DataTableProps<Row, Sort>['sort'];
}) {
  const className = column.numeric ? styles.number : undefined;
  const header = column.headerHidden ? (
    <span className="visually-hidden">{column.header}</span>
  ) : (
    column.header
  );
  if (!column.sort || !sort)
    return (
      <th scope="col" className={className}>
        {header}
      </th>
    );
  const direction =
    sort.value === column.sort.ascending
      ? 'ascending'
      : sort.value === column.sort.descending
        ? 'descending'
        : undefined;
  const next =
    direction === 'ascending' && column.sort.descending
      ? column.sort.descending
      : column.sort.ascending;
  return (
    <th scope="col" className={className} aria-sort={direction ?? 'none'}>
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => {
          if (next !== sort.value) sort.onChange(next);
        }}
      >
        {header}
        <span aria-hidden="true" className={direction ? undefined : styles.sortHint}>
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '⇅'}
        </span>
      </button>
    </th>
  );
}
