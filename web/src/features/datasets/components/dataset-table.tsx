import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DatasetRow } from '../../../../../contract/functions/datasets';
import table from '../../../components/ui/data-table.module.css';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { LatestStatus } from './status-badges';

/** Name, organization, title, number of resources, metadata modified, last checked, latest status. */
export function DatasetTable({
  rows,
  basePath,
  busy,
  loadedFor,
}: {
  rows: DatasetRow[];
  basePath: string;
  busy: boolean;
  /** The sort the rows on screen were loaded for (undefined while an older page stands in). */
  loadedFor?: string | undefined;
}) {
  const { t } = useTranslation('datasets');
  return (
    <div className={table.wrap} aria-busy={busy} data-loaded-sort={loadedFor}>
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col">{t('columns.name')}</th>
            <th scope="col">{t('columns.organization')}</th>
            <th scope="col">{t('columns.title')}</th>
            <th scope="col" className={table.number}>
              {t('columns.resources')}
            </th>
            <th scope="col">{t('columns.metadataModified')}</th>
            <th scope="col">{t('columns.lastChecked')}</th>
            <th scope="col">{t('columns.latestStatus')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={7} className={table.empty}>
                {t('list.empty')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link to={`${basePath}/${row.id}`}>{row.name}</Link>
                </td>
                <td>{row.organizationTitle ?? row.organizationName ?? ''}</td>
                <td>{row.title}</td>
                <td className={table.number}>{formatNumber(row.numResources)}</td>
                <td className={table.nowrap}>{formatDateTime(row.metadataModified)}</td>
                <td className={table.nowrap}>
                  {formatDateTime(latestCheck(row)) || t('list.notChecked')}
                </td>
                <td>
                  <LatestStatus
                    removed={row.removed}
                    linkStatus={row.linkStatus}
                    syncStatus={row.syncStatus}
                  />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The dataset's last check of either kind: its sensitive-information check or its link check. */
function latestCheck(row: DatasetRow): string | null {
  const { lastCheckedAt, linkCheckedAt } = row;
  if (!lastCheckedAt || !linkCheckedAt) return lastCheckedAt ?? linkCheckedAt;
  return Date.parse(lastCheckedAt) > Date.parse(linkCheckedAt) ? lastCheckedAt : linkCheckedAt;
}
