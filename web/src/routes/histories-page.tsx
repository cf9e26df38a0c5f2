import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { defaultRowsPerPage, rowsPerPageOptions } from '../../../contract/enums';
import { historySources, type HistorySource } from '../../../contract/functions/histories';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { PageHeader } from '../components/ui/page-header';
import { Pager } from '../components/ui/pager';
import { Panel } from '../components/ui/panel';
import { Spinner } from '../components/ui/spinner';
import {
  useHistories,
  type HistoryFilters as Filters,
} from '../features/histories/api/list-histories';
import { HistoryEntryDialog } from '../features/histories/components/history-entry-dialog';
import {
  dayStart,
  HistoryFilters,
  type HistoryFilterValues,
} from '../features/histories/components/history-filters';
import { HistoryTable } from '../features/histories/components/history-table';
import { errorText } from '../lib/error-text';
import { InstanceCrumbs } from './instance-crumbs';

const filterKeys = ['dataset', 'user', 'source', 'from', 'to'] as const;

/** Histories (spec §2): every change of the instance, newest first; filters and page in the URL. */
export function HistoriesPage() {
  const { t } = useTranslation('histories');
  const { t: errorsT } = useTranslation('errors');
  const { workspaceId = '', instanceId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const [openEntry, setOpenEntry] = useState<string | null>(null);

  const values = Object.fromEntries(
    filterKeys.map((key) => [key, search.get(key) ?? '']),
  ) as unknown as HistoryFilterValues;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const rows = Number(search.get('rows'));
  const pageSize = (rowsPerPageOptions as readonly number[]).includes(rows)
    ? rows
    : defaultRowsPerPage;
  const datasetId = search.get('datasetId') ?? undefined;
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

  const update = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    setSearch(next);
  };

  return (
    <>
      <InstanceCrumbs workspaceId={workspaceId} instanceId={instanceId} current={t('title')} />
      <PageHeader title={t('title')} description={t('description')} />
      <Panel>
        {datasetId ? (
          <Alert tone="info">
            {t('filters.oneDataset')}{' '}
            <Button small border onClick={() => update({ datasetId: undefined, page: undefined })}>
              {t('filters.allDatasets')}
            </Button>
          </Alert>
        ) : null}
        <HistoryFilters
          key={filterKeys.map((key) => values[key]).join('|')}
          values={values}
          actors={histories.data?.actors ?? []}
          onApply={(applied) => update({ ...applied, page: undefined })}
        />
        {histories.error ? <Alert tone="error">{errorText(errorsT, histories.error)}</Alert> : null}
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
              onPageSizeChange={(next) => update({ rows: next, page: undefined })}
            />
          </>
        ) : null}
      </Panel>
      <HistoryEntryDialog historyId={openEntry} onClose={() => setOpenEntry(null)} />
    </>
  );
}
