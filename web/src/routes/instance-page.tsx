import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import {
  datasetSorts,
  defaultRowsPerPage,
  rowsPerPageOptions,
  type DatasetSort,
} from '../../../contract/enums';
import { Alert } from '../components/ui/alert';
import { PageHeader } from '../components/ui/page-header';
import { CatalogueBreadcrumbs } from '../features/workspaces/components/catalogue-breadcrumbs';
import { Pager } from '../components/ui/pager';
import { Spinner } from '../components/ui/spinner';
import { datasetListQuery } from '../features/datasets/api/datasets-queries';
import { DatasetTable } from '../features/datasets/components/dataset-table';
import { DatasetToolbar } from '../features/datasets/components/dataset-toolbar';
import { instanceQuery } from '../features/instances/api/instances-queries';
import { InstanceHeader } from '../features/instances/components/instance-header';
import { PreparingNotice } from '../features/instances/components/preparing-notice';
import { workspaceQuery } from '../features/workspaces/api/workspaces-queries';
import { errorText } from '../lib/error-text';

/** Search, sort and page live in the URL, so a list can be bookmarked, shared and gone back to. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const sort = (datasetSorts as readonly string[]).includes(params.get('sort') ?? '')
    ? (params.get('sort') as DatasetSort)
    : 'default';
  const pageSize = Number(params.get('rows'));
  const list = {
    q: params.get('q') ?? '',
    sort,
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: (rowsPerPageOptions as readonly number[]).includes(pageSize)
      ? pageSize
      : defaultRowsPerPage,
  };
  const update = (changes: Partial<typeof list>) => {
    const next = { ...list, ...changes };
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.sort !== 'default') search.set('sort', next.sort);
    if (next.page > 1) search.set('page', String(next.page));
    if (next.pageSize !== defaultRowsPerPage) search.set('rows', String(next.pageSize));
    setParams(search);
  };
  return { list, update };
}

/** Spec §2 instance page: header with last synchronized time and counts, then the dataset list. */
export function InstancePage() {
  const { t } = useTranslation('datasets');
  const { workspaceId = '', instanceId = '' } = useParams();
  const { data: workspace } = useSuspenseQuery(workspaceQuery(workspaceId));
  const { data: instance } = useSuspenseQuery(instanceQuery(instanceId));
  return (
    <>
      <CatalogueBreadcrumbs workspace={workspace} instance={instance} />
      <PageHeader title={instance.name} description={instance.url} />
      {instance.state === 'preparing' ? (
        <PreparingNotice instance={instance} />
      ) : (
        <>
          <InstanceHeader instance={instance} />
          <h2 className="visually-hidden">{t('list.heading')}</h2>
          <DatasetList
            workspaceId={workspace.id}
            instanceId={instance.id}
            canCreate={instance.permissions.edit}
          />
        </>
      )}
    </>
  );
}

function DatasetList({
  workspaceId,
  instanceId,
  canCreate,
}: {
  workspaceId: string;
  instanceId: string;
  canCreate: boolean;
}) {
  const { t: errorsT } = useTranslation('errors');
  const { list, update } = useListParams();
  const datasets = useQuery(datasetListQuery({ instanceId, ...list }));
  return (
    <>
      <DatasetToolbar
        key={list.q}
        basePath={`/workspaces/${workspaceId}/${instanceId}`}
        canCreate={canCreate}
        q={list.q}
        sort={list.sort}
        onSearch={(q) => update({ q, page: 1 })}
        onSort={(sort) => update({ sort, page: 1 })}
      />
      {datasets.error ? <Alert tone="error">{errorText(errorsT, datasets.error)}</Alert> : null}
      {datasets.data ? (
        <>
          <DatasetTable
            rows={datasets.data.items}
            basePath={`/workspaces/${workspaceId}/${instanceId}`}
            busy={datasets.isFetching}
            loadedFor={datasets.isPlaceholderData || datasets.isFetching ? undefined : list.sort}
          />
          <Pager
            page={list.page}
            pageSize={list.pageSize}
            total={datasets.data.total}
            onPageChange={(page) => update({ page })}
            onPageSizeChange={(pageSize) => update({ pageSize, page: 1 })}
          />
        </>
      ) : datasets.isPending ? (
        <Spinner />
      ) : null}
    </>
  );
}
