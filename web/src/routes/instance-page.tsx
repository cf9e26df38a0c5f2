import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { ButtonLink } from '@web/components/ui/button-link';
import { PageHeader } from '@web/components/ui/page-header';
import { CatalogueBreadcrumbs } from '@web/features/workspaces/components/catalogue-breadcrumbs';
import { Spinner } from '@web/components/ui/spinner';
import {
  datasetFilterCountsQuery,
  datasetListQuery,
} from '@web/features/datasets/api/datasets-queries';
import { DatasetTable } from '@web/features/datasets/components/dataset-table';
import { BatchChangeDialog } from '@web/features/datasets/components/batch-change-dialog';
import { SelectionBar } from '@web/features/datasets/components/selection-bar';
import {
  isSelected,
  pageState,
  selectedCount,
  selectionForServer,
  toggleRow,
  togglePage,
} from '@web/features/datasets/lib/dataset-selection';
import { useListSelection } from '@web/features/datasets/lib/use-list-selection';
import { Button } from '@web/components/ui/button';
import { DismissRemovedButton } from '@web/features/datasets/components/dismiss-removed-button';
import { DatasetToolbar } from '@web/routes/dataset-parts/dataset-toolbar';
import { instanceQuery } from '@web/features/instances/api/instances-queries';
import { EditInstanceButton } from '@web/features/instances/components/edit-instance-dialog';
import { RemoveInstanceButton } from '@web/features/instances/components/remove-instance-dialog';
import { InstanceHeader } from '@web/features/instances/components/instance-header';
import { PreparingNotice } from '@web/features/instances/components/preparing-notice';
import { InstanceLinkCheck } from '@web/features/links/components/instance-link-check';
import { LinkStatusFilter } from '@web/features/links/components/link-status-filter';
import { VisibilityFilter } from '@web/features/datasets/components/visibility-filter';
import { OrganizationFilter } from '@web/features/datasets/components/organization-filter';
import { SyncStatusFilter } from '@web/features/datasets/components/sync-status-filter';
import { QualityRuleFilter } from '@web/features/datasets/components/quality-rule-filter';
import { SyncManyButton } from '@web/features/sync-runs/components/sync-many-button';
import styles from './instance-page.module.css';
import { InstanceCheckAll } from '@web/features/sensitive/components/check-all';
import { workspaceQuery } from '@web/features/workspaces/api/workspaces-queries';
import { useErrorText } from '@web/lib/error-text';
import {
  readListParams,
  useListParams,
  writeListParams,
} from '@web/features/datasets/lib/list-params';

/** The list of what is changed here and not yet in the catalogue: the header's figure links to it. */
const unsyncedListSearch = `?${writeListParams({
  ...readListParams(new URLSearchParams()),
  syncStatus: 'unsynced',
}).toString()}`;

/** Header with last synchronized time and counts, then the dataset list. */
export function InstancePage() {
  // The batch change dialog's texts too, so opening it does not wait for them.
  const { t } = useTranslation([
    'datasets',
    'apiKeys',
    'workspaces',
    'batches',
    'histories',
    'syncRuns',
    'quality',
  ]);
  const { workspaceId = '', instanceId = '' } = useParams();
  const { data: workspace } = useSuspenseQuery(workspaceQuery(workspaceId));
  const { data: instance } = useSuspenseQuery(instanceQuery(instanceId));
  // What the page before said it did (a dataset deleted), already in the reader's language.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return (
    <>
      <CatalogueBreadcrumbs workspace={workspace} instance={instance} />
      <PageHeader
        title={instance.name}
        description={instance.url}
        actions={
          <>
            <ButtonLink to={`/workspaces/${workspace.id}/${instance.id}/events`} border>
              {t('workspaces:events')}
            </ButtonLink>
            <ButtonLink to={`/workspaces/${workspace.id}/${instance.id}/batches`} border>
              {t('datasets:selection.batches')}
            </ButtonLink>
            <ButtonLink to={`/workspaces/${workspace.id}/${instance.id}/api-key`} border>
              {t('apiKeys:title')}
            </ButtonLink>
            {instance.permissions.manage ? (
              <>
                <EditInstanceButton instance={instance} />
                <RemoveInstanceButton instance={instance} />
              </>
            ) : null}
            {instance.state === 'ready' ? (
              <InstanceCheckAll instanceId={instance.id} canCheck={instance.permissions.edit} />
            ) : null}
          </>
        }
      />
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {instance.state === 'preparing' ? (
        <PreparingNotice instance={instance} />
      ) : (
        <>
          <InstanceHeader instance={instance} unsyncedLink={unsyncedListSearch} />
          <InstanceLinkCheck workspaceId={workspace.id} instanceId={instance.id} />
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
  const { t } = useTranslation('datasets');
  const describeError = useErrorText();
  const navigate = useNavigate();
  const { list, update } = useListParams();
  const datasets = useQuery(datasetListQuery({ instanceId, ...list }));
  const { sort: _sort, page: _page, pageSize: _pageSize, ...filters } = list;
  const counts = useQuery(datasetFilterCountsQuery({ instanceId, ...filters }));
  const [selection, setSelection] = useListSelection(JSON.stringify(filters));
  const [changing, setChanging] = useState(false);
  const rows = datasets.data?.items ?? [];
  const forServer = selectionForServer(selection, filters);
  const basePath = `/workspaces/${workspaceId}/${instanceId}`;
  return (
    <>
      <DatasetToolbar
        key={list.q}
        basePath={`/workspaces/${workspaceId}/${instanceId}`}
        canCreate={canCreate}
        exportQuery={{
          instanceId,
          q: list.q,
          sort: list.sort,
          ...(list.linkStatus ? { linkStatus: list.linkStatus } : {}),
          ...(list.visibility ? { visibility: list.visibility } : {}),
          ...(list.syncStatus ? { syncStatus: list.syncStatus } : {}),
          ...(list.organization ? { organization: list.organization } : {}),
          ...(list.qualityRule ? { qualityRule: list.qualityRule } : {}),
        }}
        q={list.q}
        sort={list.sort}
        onSearch={(q) => update({ q, page: 1 })}
        onSort={(sort) => update({ sort, page: 1 })}
      />
      <div className={styles.filters}>
        <LinkStatusFilter
          value={list.linkStatus}
          onChange={(linkStatus) => update({ linkStatus, page: 1 })}
        />
        <VisibilityFilter
          value={list.visibility}
          onChange={(visibility) => update({ visibility, page: 1 })}
        />
        <SyncStatusFilter
          value={list.syncStatus}
          counts={counts.data?.syncStatuses}
          onChange={(syncStatus) => update({ syncStatus, page: 1 })}
        />
        <OrganizationFilter
          value={list.organization}
          organizations={counts.data?.organizations}
          onChange={(organization) => update({ organization, page: 1 })}
        />
        <QualityRuleFilter
          value={list.qualityRule}
          onChange={(qualityRule) => update({ qualityRule, page: 1 })}
        />
      </div>
      {canCreate ? (
        <DismissRemovedButton
          instanceId={instanceId}
          hasRemoved={Boolean(datasets.data?.items.some((row) => row.removed))}
        />
      ) : null}
      {canCreate ? (
        <SelectionBar
          selection={selection}
          matching={datasets.data?.total ?? 0}
          pageAllTicked={pageState(selection, rows) === 'all'}
          onSelectMatching={() =>
            setSelection({ kind: 'matching', count: datasets.data?.total ?? 0 })
          }
          onClear={() => setSelection({ kind: 'none' })}
          actions={
            <>
              <Button small border onClick={() => setChanging(true)}>
                {t('selection.change')}
              </Button>
              {forServer ? (
                <SyncManyButton
                  instanceId={instanceId}
                  target={forServer}
                  count={selectedCount(selection)}
                  label={t('selection.sync')}
                />
              ) : null}
            </>
          }
        />
      ) : null}
      {forServer && changing ? (
        <BatchChangeDialog
          instanceId={instanceId}
          selection={forServer}
          count={selectedCount(selection)}
          open={changing}
          onOpenChange={setChanging}
          onChecked={(batchId) => void navigate(`${basePath}/batches/${batchId}`)}
        />
      ) : null}
      {datasets.error ? <Alert tone="error">{describeError(datasets.error)}</Alert> : null}
      {datasets.data ? (
        <DatasetTable
          rows={datasets.data.items}
          basePath={basePath}
          busy={datasets.isFetching}
          loadedFor={datasets.isPlaceholderData || datasets.isFetching ? undefined : list.sort}
          sort={list.sort}
          onSort={(sort) => update({ sort, page: 1 })}
          selection={
            canCreate
              ? {
                  isSelected: (id) => isSelected(selection, id),
                  pageState: pageState(selection, rows),
                  locked: selection.kind === 'matching',
                  onToggleRow: (row) => setSelection(toggleRow(selection, row)),
                  onTogglePage: () => setSelection(togglePage(selection, rows)),
                }
              : undefined
          }
          pager={{
            page: list.page,
            pageSize: list.pageSize,
            total: datasets.data.total,
            onPageChange: (page) => update({ page }),
            onPageSizeChange: (pageSize) => update({ pageSize, page: 1 }),
          }}
        />
      ) : datasets.isPending ? (
        <Spinner />
      ) : null}
    </>
  );
}
