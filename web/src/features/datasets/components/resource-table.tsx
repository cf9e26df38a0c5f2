import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResourceRow } from '../../../../../contract/functions/datasets';
import table from '../../../components/ui/data-table.module.css';
import { formatDateTime } from '../../../lib/format';
import { useCheckStatus } from '../../sensitive/api/get-status';
import { CheckCell, SensitiveCountCell } from '../../sensitive/components/resource-check-cells';
import { ResourceLinkStatus } from '../../links/components/resource-link-status';
import { SyncStatusBadge } from './status-badges';
import styles from './resource-table.module.css';

/** Name, position, latest check date, status, sensitive info count; Check and sync actions. */
export function ResourceTable({
  datasetId,
  resources,
  basePath,
  syncAction,
  editActions,
}: {
  datasetId: string;
  resources: ResourceRow[];
  basePath: string;
  /** The sync action of each row: it syncs the dataset with its resources (issue 4). */
  syncAction?: ReactNode;
  /** Move, edit and delete buttons of a row, for someone who may edit the dataset. */
  editActions?: (resource: ResourceRow) => ReactNode;
}) {
  const { t } = useTranslation('datasets');
  // Live check states (polled while a check runs): Check / Recheck / Running, counts and dates.
  const checks = useCheckStatus(datasetId);
  const stateOf = (id: string) => checks.data?.resources.find((row) => row.resourceId === id);
  return (
    <div className={table.wrap}>
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col" className={table.number}>
              {t('resources.position')}
            </th>
            <th scope="col">{t('resources.name')}</th>
            <th scope="col">{t('resources.format')}</th>
            <th scope="col">{t('resources.lastChecked')}</th>
            <th scope="col">{t('resources.status')}</th>
            <th scope="col" className={table.number}>
              {t('resources.sensitiveCount')}
            </th>
            <th scope="col">{t('resources.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {resources.length === 0 ? (
            <tr>
              <td colSpan={7} className={table.empty}>
                {t('resources.empty')}
              </td>
            </tr>
          ) : (
            resources.map((resource) => (
              <tr key={resource.id}>
                <td className={table.number}>{resource.position + 1}</td>
                <td>
                  <Link to={`${basePath}/${resource.id}`}>
                    {resource.name || t('resources.unnamed')}
                  </Link>
                  <div className={styles.url}>{resource.url}</div>
                </td>
                <td>{resource.format}</td>
                <td className={table.nowrap}>
                  {formatDateTime(stateOf(resource.id)?.lastCheckedAt ?? resource.lastCheckedAt) ||
                    t('list.notChecked')}
                </td>
                <td>
                  <span className={styles.badges}>
                    <ResourceLinkStatus resource={resource} />
                    <SyncStatusBadge status={resource.syncStatus} />
                  </span>
                </td>
                <td className={table.number}>
                  <SensitiveCountCell
                    state={stateOf(resource.id)}
                    reportPath={`${basePath}/${resource.id}`}
                  />
                </td>
                <td>
                  <span className={styles.actions}>
                    <CheckCell
                      state={stateOf(resource.id)}
                      resourceId={resource.id}
                      canCheck={checks.data?.canCheck ?? false}
                    />
                    {syncAction}
                    {editActions?.(resource)}
                  </span>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
