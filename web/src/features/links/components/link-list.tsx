import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { DataTable } from '@web/components/ui/data-table';
import { currentLocale } from '@web/i18n/setup-i18n';
import { useErrorText } from '@web/lib/error-text';
import { formatDateTime, formatNumber } from '@web/lib/format';
import { useExportLinks } from '../api/export-links';
import { linkListQuery, linkSummaryQuery } from '../api/links-queries';
import { LinkListFilters } from './link-list-filters';
import { useLinkListParams } from './use-link-list-params';
import { useLinkTexts } from './use-link-texts';
import styles from './links.module.css';

/** The workspace's dead and unknown links: filter, sort, page, and export them as CSV. */
export function LinkList({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation(['links', 'common']);
  const describeError = useErrorText();
  const texts = useLinkTexts();
  const { params, update } = useLinkListParams();
  const { data: summary } = useSuspenseQuery(linkSummaryQuery(workspaceId));
  const filter = {
    workspaceId,
    ...(params.instanceId ? { instanceId: params.instanceId } : {}),
    ...(params.status ? { status: params.status } : {}),
    ...(params.reason ? { reason: params.reason } : {}),
    q: params.q,
    sort: params.sort,
  };
  const links = useQuery(
    linkListQuery({ ...filter, page: params.page, pageSize: params.pageSize }),
  );
  const exporter = useExportLinks();
  return (
    <>
      <LinkListFilters key={params.q} params={params} instances={summary.items} onChange={update} />
      <div className={styles.toolbar}>
        <Button
          border
          processing={exporter.isPending}
          onClick={() => exporter.mutate({ ...filter, locale: currentLocale() })}
        >
          {t('view.export')}
        </Button>
        {exporter.data ? (
          <span className={styles.muted} role="status">
            {t('view.exported', {
              count: formatNumber(exporter.data.rows),
              file: exporter.data.fileName,
            })}
          </span>
        ) : null}
      </div>
      {exporter.error ? <Alert tone="error">{describeError(exporter.error)}</Alert> : null}
      {links.error ? <Alert tone="error">{describeError(links.error)}</Alert> : null}
      <DataTable
        caption={t('view.listCaption')}
        rows={links.data?.items}
        rowKey={(link) => link.resourceId}
        empty={t('view.listEmpty')}
        loading={links.isPending ? t('common:status.loading') : undefined}
        busy={links.isFetching}
        sort={{ value: params.sort, onChange: (sort) => update({ sort }) }}
        pager={{
          page: params.page,
          pageSize: params.pageSize,
          total: links.data?.total ?? 0,
          onPageChange: (page) => update({ page }),
          onPageSizeChange: (pageSize) => update({ pageSize }),
        }}
        columns={[
          {
            id: 'status',
            header: t('columns.status'),
            sort: { ascending: 'status' },
            cell: (link) => (
              <Badge tone={link.status === 'dead' ? 'danger' : 'caution'}>
                {texts.status(link.status)}
              </Badge>
            ),
          },
          {
            id: 'reason',
            header: t('columns.reason'),
            sort: { ascending: 'reason' },
            cell: (link) => (
              <>
                {texts.reason(link.reason, link.httpStatus)}
                {link.awaitingConfirmation ? (
                  <div className={styles.muted}>{t('awaitingConfirmation')}</div>
                ) : null}
              </>
            ),
          },
          {
            id: 'resource',
            header: t('columns.resource'),
            cell: (link) => (
              <>
                <Link to={`${datasetPathOf(link)}/${link.resourceId}`}>
                  {link.resourceName || link.url}
                </Link>
                <div className={styles.url}>{link.url}</div>
              </>
            ),
          },
          {
            id: 'dataset',
            header: t('columns.dataset'),
            sort: { ascending: 'dataset' },
            cell: (link) => (
              <>
                <Link to={datasetPathOf(link)}>{link.datasetTitle || link.datasetName}</Link>
                <div className={styles.muted}>{link.instanceName}</div>
              </>
            ),
          },
          {
            id: 'organization',
            header: t('columns.organization'),
            sort: { ascending: 'organization' },
            cell: (link) => link.organizationTitle ?? link.organizationName ?? '',
          },
          {
            id: 'failingSince',
            header: t('columns.failingSince'),
            sort: { ascending: 'since_asc', descending: 'since_desc' },
            nowrap: true,
            cell: (link) => formatDateTime(link.failingSince),
          },
          {
            id: 'checkedAt',
            header: t('columns.checkedAt'),
            nowrap: true,
            cell: (link) => formatDateTime(link.checkedAt),
          },
        ]}
      />
    </>
  );

  function datasetPathOf(link: { instanceId: string; datasetId: string }): string {
    return `/workspaces/${workspaceId}/${link.instanceId}/${link.datasetId}`;
  }
}
