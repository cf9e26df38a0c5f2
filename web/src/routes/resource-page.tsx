import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { generatePath, useLocation, useParams } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { PageHeader } from '@web/components/ui/page-header';
import { CatalogueBreadcrumbs } from '@web/features/workspaces/components/catalogue-breadcrumbs';
import { Panel } from '@web/components/ui/panel';
import { datasetQuery } from '@web/features/datasets/api/datasets-queries';
import { LinkStatusBadge, SyncStatusBadge } from '@web/components/status-badges';
import { instanceQuery } from '@web/features/instances/api/instances-queries';
import { LinkHistory } from '@web/features/links/components/link-history';
import {
  CheckHistoryPanel,
  SensitiveReportSection,
} from '@web/features/sensitive/components/sensitive-report-section';
import { workspaceQuery } from '@web/features/workspaces/api/workspaces-queries';
import { formatBytes, formatDateTime, formatNumber } from '@web/lib/format';
import { NotFoundPage } from './not-found-page';
import { routePaths } from '@web/lib/route-paths';
import styles from './resource-page.module.css';
import { DescribedText } from '@web/components/markdown/described-text';
import { ExternalLink } from '@web/components/ui/external-link';

/**
 * A resource of a dataset: its Sensitive Info Diagnosis Report (with Check / Recheck), its fields
 * and statuses, and its checks with their logs.
 */
export function ResourcePage() {
  const { t } = useTranslation('datasets');
  const { workspaceId = '', instanceId = '', datasetId = '', resourceId = '' } = useParams();
  // Said by the page that sent the person here (a check log they deleted).
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const { data: workspace } = useSuspenseQuery(workspaceQuery(workspaceId));
  const { data: instance } = useSuspenseQuery(instanceQuery(instanceId));
  const { data: dataset } = useSuspenseQuery(datasetQuery(datasetId));
  const resource = dataset.resources.find((item) => item.id === resourceId);
  if (!resource) return <NotFoundPage />;
  const logPath = (logId: string) =>
    generatePath(routePaths.log, { workspaceId, instanceId, datasetId, resourceId, logId });
  const fields: Array<[string, React.ReactNode]> = [
    [t('resources.name'), resource.name],
    [t('resources.url'), <ExternalLink key="url" href={resource.url} />],
    [
      t('resources.description'),
      <DescribedText key="d" text={resource.description} testId="resource-description" />,
    ],
    [t('resources.format'), resource.format],
    [t('resources.size'), formatBytes(resource.size)],
    [t('resources.position'), formatNumber(resource.position + 1)],
    [t('resources.created'), formatDateTime(resource.created)],
    [t('resources.lastModified'), formatDateTime(resource.lastModified)],
    [
      t('resources.lastChecked'),
      formatDateTime(resource.lastCheckedAt) || t('sensitive:status.notExecuted'),
    ],
    [t('resources.status'), <LinkStatusBadge key="l" status={resource.linkStatus} />],
    [t('fields.syncStatus'), <SyncStatusBadge key="s" status={resource.syncStatus} />],
    [
      t('resources.sensitiveCount'),
      resource.sensitiveCount === null ? '—' : formatNumber(resource.sensitiveCount),
    ],
  ];
  return (
    <>
      <CatalogueBreadcrumbs
        workspace={workspace}
        instance={instance}
        dataset={dataset}
        current={resource.name || t('resources.unnamed')}
      />
      <PageHeader title={resource.name || t('resources.unnamed')} description={dataset.title} />
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <div className={styles.sections}>
        <SensitiveReportSection resourceId={resource.id} logPath={logPath} />
        <Panel heading={t('detail.sections.basic')}>
          <dl className={styles.fields}>
            {fields.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Panel>
        <CheckHistoryPanel resourceId={resource.id} logPath={logPath} />
        <LinkHistory resourceId={resource.id} />
      </div>
    </>
  );
}
