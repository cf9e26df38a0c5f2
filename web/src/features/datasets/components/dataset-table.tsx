import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DatasetSort } from '@contract/enums';
import type { DatasetRow } from '@contract/functions/datasets';
import { DataTable } from '@web/components/ui/data-table';
import type { PagerProps } from '@web/components/ui/pager';
import { formatDateTime, formatNumber } from '@web/lib/format';
import { LatestStatus } from '@web/components/status-badges';
import { PrivateBadge } from '@web/components/visibility-badge';
import { CatalogueTitle } from '@web/components/values/catalogue-title';
import { SelectCheckbox } from '@web/components/ui/select-checkbox';
import type { DataTableColumn } from '@web/components/ui/data-table';
import type { PageState } from '../lib/dataset-selection';

/** The list's checkboxes, when the reader may act on many datasets at once. */
export interface RowSelection {
  isSelected: (id: string) => boolean;
  pageState: PageState;
  /** Every row stands ticked (all matching are selected): the rows' boxes cannot untick one. */
  locked: boolean;
  onToggleRow: (row: DatasetRow) => void;
  onTogglePage: () => void;
}

/**
 * Name, organization, title, number of resources, metadata modified, last checked, latest status.
 * The name, resources and modified headers sort the list, as the toolbar's sort does.
 */
export function DatasetTable({
  rows,
  basePath,
  busy,
  loadedFor,
  sort,
  onSort,
  pager,
  selection,
}: {
  rows: DatasetRow[];
  basePath: string;
  busy: boolean;
  /** The sort the rows on screen were loaded for (undefined while an older page stands in). */
  loadedFor?: string | undefined;
  sort: DatasetSort;
  onSort: (sort: DatasetSort) => void;
  pager: PagerProps;
  selection?: RowSelection | undefined;
}) {
  const { t } = useTranslation('datasets');
  const selectColumn: DataTableColumn<DatasetRow, DatasetSort>[] = selection
    ? [
        {
          id: 'select',
          header: (
            <SelectCheckbox
              label={t('selection.selectPage')}
              checked={selection.pageState === 'all'}
              indeterminate={selection.pageState === 'some'}
              onChange={selection.onTogglePage}
            />
          ),
          cell: (row) => (
            <SelectCheckbox
              label={t('selection.selectRow', { name: row.name })}
              checked={selection.isSelected(row.id)}
              disabled={selection.locked}
              onChange={() => selection.onToggleRow(row)}
            />
          ),
        },
      ]
    : [];
  return (
    <DataTable
      caption={t('list.caption')}
      rows={rows}
      rowKey={(row) => row.id}
      empty={t('list.empty')}
      busy={busy}
      attributes={{ 'data-loaded-sort': loadedFor }}
      pager={pager}
      sort={{ value: sort, onChange: onSort }}
      columns={[
        ...selectColumn,
        {
          id: 'name',
          header: t('columns.name'),
          sort: { ascending: 'default' },
          cell: (row) => (
            <>
              <Link to={`${basePath}/${row.id}`}>{row.name}</Link>{' '}
              <PrivateBadge isPrivate={row.private} />
            </>
          ),
        },
        {
          id: 'organization',
          header: t('columns.organization'),
          cell: (row) =>
            row.organizationName ? (
              <CatalogueTitle
                id={row.organizationName}
                title={row.organizationTitle ?? undefined}
              />
            ) : (
              (row.organizationTitle ?? '')
            ),
        },
        { id: 'title', header: t('columns.title'), cell: (row) => row.title },
        {
          id: 'resources',
          header: t('columns.resources'),
          numeric: true,
          sort: { ascending: 'resources_asc', descending: 'resources_desc' },
          cell: (row) => formatNumber(row.numResources),
        },
        {
          id: 'metadataModified',
          header: t('columns.metadataModified'),
          nowrap: true,
          sort: { ascending: 'modified_asc', descending: 'modified_desc' },
          cell: (row) => formatDateTime(row.metadataModified),
        },
        {
          id: 'lastChecked',
          header: <span title={t('list.checkDateHint')}>{t('columns.lastChecked')}</span>,
          nowrap: true,
          cell: (row) =>
            formatDateTime(row.lastCheckedAt) || (
              <span title={t('list.checkDateHint')}>{t('sensitive:status.notExecuted')}</span>
            ),
        },
        {
          id: 'latestStatus',
          header: t('columns.latestStatus'),
          cell: (row) => (
            <LatestStatus
              removed={row.removed}
              linkStatus={row.linkStatus}
              syncStatus={row.syncStatus}
            />
          ),
        },
        {
          id: 'quality',
          header: t('columns.quality'),
          numeric: true,
          sort: { ascending: 'score_asc', descending: 'score_desc' },
          cell: (row) =>
            row.qualityScore === null ? t('list.notScored') : formatNumber(row.qualityScore),
        },
      ]}
    />
  );
}
