import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { defaultRowsPerPage } from '@contract/enums';
import { Alert } from '@web/components/ui/alert';
import { DataTable } from '@web/components/ui/data-table';
import { PageHeader } from '@web/components/ui/page-header';
import { Panel } from '@web/components/ui/panel';
import { batchListQuery } from '@web/features/batches/api/batches-queries';
import { BatchWhat } from '@web/features/batches/components/batch-what';
import { useErrorText } from '@web/lib/error-text';
import { formatDateTime, formatNumber } from '@web/lib/format';
import { InstanceCrumbs } from './instance-crumbs';

/** The instance's applied batches, newest first: each links to its page (and its undo). */
export function BatchesPage() {
  const { t } = useTranslation('batches');
  const describeError = useErrorText();
  const { workspaceId = '', instanceId = '' } = useParams();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(defaultRowsPerPage);
  const batches = useQuery(batchListQuery({ instanceId, page, pageSize }));
  const basePath = `/workspaces/${workspaceId}/${instanceId}`;
  return (
    <>
      <InstanceCrumbs workspaceId={workspaceId} instanceId={instanceId} current={t('list.title')} />
      <PageHeader title={t('list.title')} description={t('list.description')} />
      <Panel>
        {batches.error ? <Alert tone="error">{describeError(batches.error)}</Alert> : null}
        <DataTable
          caption={t('list.title')}
          rows={batches.data?.items}
          rowKey={(batch) => batch.id}
          loading={t('list.loading')}
          busy={batches.isFetching}
          empty={t('list.empty')}
          pager={
            batches.data
              ? {
                  page,
                  pageSize,
                  total: batches.data.total,
                  onPageChange: setPage,
                  onPageSizeChange: (size) => {
                    setPageSize(size);
                    setPage(1);
                  },
                }
              : undefined
          }
          columns={[
            {
              id: 'applied',
              header: t('list.applied'),
              nowrap: true,
              cell: (batch) => (
                <Link to={`${basePath}/batches/${batch.id}`}>
                  {formatDateTime(batch.appliedAt ?? batch.createdAt)}
                </Link>
              ),
            },
            { id: 'kind', header: t('list.kind'), cell: (batch) => t(`kinds.${batch.kind}`) },
            { id: 'what', header: t('list.what'), cell: (batch) => <BatchWhat batch={batch} /> },
            {
              id: 'datasets',
              header: t('list.datasets'),
              numeric: true,
              cell: (batch) => formatNumber(batch.datasetCount),
            },
            { id: 'by', header: t('list.by'), cell: (batch) => batch.actor?.name ?? '' },
            {
              id: 'undone',
              header: t('list.undone'),
              cell: (batch) => (batch.undoneBy ? t('list.undoneYes') : ''),
            },
          ]}
        />
      </Panel>
    </>
  );
}
