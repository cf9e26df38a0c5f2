import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { historySources, type HistorySource } from '@contract/functions/histories';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { Pager } from '@web/components/ui/pager';
import { Panel } from '@web/components/ui/panel';
import { Spinner } from '@web/components/ui/spinner';
import {
  useHistories,
  type HistoryFilters as Filters,
} from '@web/features/histories/api/list-histories';
import { HistoryEntryDialog } from '@web/features/histories/components/history-entry-dialog';
import { dayStart, HistoryFilters } from '@web/features/histories/components/history-filters';
import { HistoryTable } from '@web/features/histories/components/history-table';
import { useErrorText } from '@web/lib/error-text';
import {
  optionalParam,
  pageParam,
  rowsParam,
  textParam,
  useUrlListState,
} from '@web/lib/use-url-list-state';
import { InstanceCrumbs } from './instance-crumbs';

const historyListSchema = {
  dataset: textParam('dataset'),
  user: textParam('user'),
  source: textParam('source'),
  from: textParam('from'),
  to: textParam('to'),
  /** Set by a dataset's "History" link: only that dataset's changes. */
  datasetId: optionalParam('datasetId'),
  page: pageParam,
  pageSize: rowsParam,
};

/** Histories: every change of the instance, newest first; filters and page in the URL. */
export function HistoriesPage() {
  const { t } = useTranslation('histories');
  const describeError = useErrorText();
  const { workspaceId = '', instanceId = '' } = useParams();
  const { state, update } = useUrlListState(historyListSchema);
  const [openEntry, setOpenEntry] = useState<string | null>(null);
  const { page, pageSize, datasetId, ...values } = state;
  const source = historySources.find((item) => item === values.source) as HistorySource | undefined;
  const filters: Filters = {
    instanceId,
    page,
    pageSize,
    ...(datasetId ? { datasetId } : {}),
    ...(values.dataset ? { datasetName: values.dataset } : {}),
    ...(values.user ? { userId: values.user } : {}),
    ...(source ? { source } : {}),
    ...(dayStart(values.from) ? { from: dayStart(values.from) } : {}),
    ...(dayStart(values.to, 1) ? { to: dayStart(values.to, 1) } : {}),
  };
  const histories = useHistories(filters);

  return (
    <>
      <InstanceCrumbs workspaceId={workspaceId} instanceId={instanceId} current={t('title')} />
      <PageHeader title={t('title')} description={t('description')} />
      <Panel>
        {datasetId ? (
          <Alert tone="info">
            {t('filters.oneDataset')}{' '}
            <Button small border onClick={() => update({ datasetId: undefined })}>
              {t('filters.allDatasets')}
            </Button>
          </Alert>
        ) : null}
        <HistoryFilters
          key={Object.values(values).join('|')}
          values={values}
          actors={histories.data?.actors ?? []}
          onApply={(applied) => update(applied)}
        />
        {histories.error ? <Alert tone="error">{describeError(histories.error)}</Alert> : null}
        {histories.isPending ? (
          <Spinner label={t('loading')} />
        ) : histories.data ? (
          <>
            <HistoryTable
              items={histories.data.items}
              workspaceId={workspaceId}
              instanceId={instanceId}
              onOpen={setOpenEntry}
            />
            <Pager
              page={page}
              pageSize={pageSize}
              total={histories.data.total}
              onPageChange={(next) => update({ page: next })}
              onPageSizeChange={(next) => update({ pageSize: next })}
            />
          </>
        ) : null}
      </Panel>
      <HistoryEntryDialog historyId={openEntry} onClose={() => setOpenEntry(null)} />
    </>
  );
}
