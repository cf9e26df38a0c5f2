import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import table from '../../../components/ui/data-table.module.css';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { currentLocale } from '../../../i18n/setup-i18n';
import { useErrorText } from '../../../lib/error-text';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useExportLinks } from '../api/export-links';
import { linkListQuery, linkSummaryQuery } from '../api/links-queries';
import { LinkListFilters } from './link-list-filters';
import { useLinkListParams } from './use-link-list-params';
import { useLinkTexts } from './use-link-texts';
import styles from './links.module.css';

/** The workspace's dead and unknown links: filter, sort, page, and export them as CSV. */
export function LinkList({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('links');
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
      {links.data ? (
        <>
          <div className={table.wrap} aria-busy={links.isFetching}>
            <table className={table.table}>
              <thead>
                <tr>
                  <th scope="col">{t('columns.status')}</th>
                  <th scope="col">{t('columns.reason')}</th>
                  <th scope="col">{t('columns.resource')}</th>
                  <th scope="col">{t('columns.dataset')}</th>
                  <th scope="col">{t('columns.organization')}</th>
                  <th scope="col">{t('columns.failingSince')}</th>
                  <th scope="col">{t('columns.checkedAt')}</th>
                </tr>
              </thead>
              <tbody>
                {links.data.items.length === 0 ? (
                  <tr>
                    <td colSpan={7} className={table.empty}>
                      {t('view.listEmpty')}
                    </td>
                  </tr>
                ) : (
                  links.data.items.map((link) => {
                    const datasetPath = `/workspaces/${workspaceId}/${link.instanceId}/${link.datasetId}`;
                    return (
                      <tr key={link.resourceId}>
                        <td>
                          <Badge tone={link.status === 'dead' ? 'danger' : 'caution'}>
                            {texts.status(link.status)}
                          </Badge>
                        </td>
                        <td>
                          {texts.reason(link.reason, link.httpStatus)}
                          {link.awaitingConfirmation ? (
                            <div className={styles.muted}>{t('awaitingConfirmation')}</div>
                          ) : null}
                        </td>
                        <td>
                          <Link to={`${datasetPath}/${link.resourceId}`}>
                            {link.resourceName || link.url}
                          </Link>
                          <div className={styles.url}>{link.url}</div>
                        </td>
                        <td>
                          <Link to={datasetPath}>{link.datasetTitle || link.datasetName}</Link>
                          <div className={styles.muted}>{link.instanceName}</div>
                        </td>
                        <td>{link.organizationTitle ?? link.organizationName ?? ''}</td>
                        <td className={table.nowrap}>{formatDateTime(link.failingSince)}</td>
                        <td className={table.nowrap}>{formatDateTime(link.checkedAt)}</td>
                      </tr>
                    );
                  })
                )}
              </tbody>
            </table>
          </div>
          <Pager
            page={params.page}
            pageSize={params.pageSize}
            total={links.data.total}
            onPageChange={(page) => update({ page })}
            onPageSizeChange={(pageSize) => update({ pageSize })}
          />
        </>
      ) : links.isPending ? (
        <Spinner />
      ) : null}
    </>
  );
}
