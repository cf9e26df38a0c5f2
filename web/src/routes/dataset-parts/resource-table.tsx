import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResourceRow } from '@contract/functions/datasets';
import { DataTable } from '@web/components/ui/data-table';
import { formatDateTime } from '@web/lib/format';
import { useCheckStatus } from '@web/features/sensitive/api/get-status';
import {
  CheckCell,
  CheckStatusLabel,
  SensitiveCountCell,
} from '@web/features/sensitive/components/resource-check-cells';
import { ResourceLinkStatus } from '@web/features/links/components/resource-link-status';
import { SyncStatusBadge } from '@web/components/status-badges';
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
    <DataTable
      caption={t('resources.caption')}
      rows={resources}
      rowKey={(resource) => resource.id}
      empty={t('resources.empty')}
      columns={[
        {
          id: 'position',
          header: t('resources.position'),
          numeric: true,
          cell: (resource) => resource.position + 1,
        },
        {
          id: 'name',
          header: t('resources.name'),
          cell: (resource) => (
            <>
              <Link to={`${basePath}/${resource.id}`}>
                {resource.name || t('resources.unnamed')}
              </Link>
              <div className={styles.url}>{resource.url}</div>
            </>
          ),
        },
        { id: 'format', header: t('resources.format'), cell: (resource) => resource.format },
        {
          id: 'lastChecked',
          header: <span title={t('list.checkDateHint')}>{t('resources.lastChecked')}</span>,
          nowrap: true,
          cell: (resource) =>
            formatDateTime(stateOf(resource.id)?.lastCheckedAt ?? resource.lastCheckedAt) ||
            t('list.noValue'),
        },
        {
          id: 'status',
          header: t('resources.status'),
          cell: (resource) => (
            <span className={styles.badges}>
              <ResourceLinkStatus resource={resource} />
              <SyncStatusBadge status={resource.syncStatus} />
            </span>
          ),
        },
        {
          id: 'sensitiveCount',
          header: t('resources.sensitiveCount'),
          numeric: true,
          cell: (resource) => (
            <SensitiveCountCell
              state={stateOf(resource.id)}
              reportPath={`${basePath}/${resource.id}`}
            />
          ),
        },
        {
          id: 'actions',
          header: t('resources.actions'),
          cell: (resource) => (
            <span className={styles.actions}>
              <CheckStatusLabel state={stateOf(resource.id)} />
              <CheckCell
                state={stateOf(resource.id)}
                resourceId={resource.id}
                canCheck={checks.data?.canCheck ?? false}
              />
              {syncAction}
              {editActions?.(resource)}
            </span>
          ),
        },
      ]}
    />
  );
}
