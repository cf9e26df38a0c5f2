import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '@web/components/ui/button-link';
import { PageHeader } from '@web/components/ui/page-header';
import { PrivateBadge } from '@web/components/visibility-badge';
import {
  AddResourceButton,
  ResourceEditActions,
} from '@web/features/datasets/components/resource-actions';
import { DeleteDatasetButton } from '@web/features/datasets/components/delete-dataset-button';
import { RecreateDatasetButton } from '@web/features/datasets/components/recreate-dataset-button';
import { DeletionNotice } from '@web/features/datasets/components/deletion-notice';
import { SyncFlowButton } from '@web/features/datasets/components/sync-button';
import { useSyncFlow } from '@web/features/datasets/components/use-sync-flow';
import { datasetQuery } from '@web/features/datasets/api/datasets-queries';
import { DatasetMetadata } from '@web/routes/dataset-parts/dataset-metadata';
import { ResourceTable } from '@web/routes/dataset-parts/resource-table';
import { instanceQuery } from '@web/features/instances/api/instances-queries';
import { CatalogueBreadcrumbs } from '@web/features/workspaces/components/catalogue-breadcrumbs';
import { DatasetCheckAll } from '@web/features/sensitive/components/check-all';
import { DatasetQuality } from '@web/features/quality/components/dataset-quality';
import { workspaceQuery } from '@web/features/workspaces/api/workspaces-queries';
import styles from './dataset-page.module.css';

/** Metadata side menu, status, sync status, Show All, Edit; the resource list. */
export function DatasetPage() {
  const { t } = useTranslation('datasets');
  const { workspaceId = '', instanceId = '', datasetId = '' } = useParams();
  const { data: workspace } = useSuspenseQuery(workspaceQuery(workspaceId));
  const { data: instance } = useSuspenseQuery(instanceQuery(instanceId));
  const { data: dataset } = useSuspenseQuery(datasetQuery(datasetId));
  const sync = useSyncFlow(workspace.id, dataset);
  const basePath = `/workspaces/${workspace.id}/${instance.id}/${dataset.id}`;
  const syncButton = (small: boolean) => (
    <SyncFlowButton flow={sync} workspaceId={workspace.id} dataset={dataset} small={small} />
  );
  return (
    <>
      <CatalogueBreadcrumbs workspace={workspace} instance={instance} current={dataset.name} />
      <PageHeader
        title={dataset.title || dataset.name}
        description={
          <>
            {dataset.name} <PrivateBadge isPrivate={dataset.private} />
          </>
        }
        actions={
          <>
            <ButtonLink
              to={`/workspaces/${workspace.id}/${instance.id}/histories?datasetId=${dataset.id}`}
              border
            >
              {t('detail.history')}
            </ButtonLink>
            {dataset.permissions.edit ? (
              <>
                <ButtonLink to={`${basePath}/edit`} border>
                  {t('detail.edit')}
                </ButtonLink>
                {syncButton(false)}
                <RecreateDatasetButton dataset={dataset} />
                {dataset.syncStatus !== 'to_delete' ? (
                  <DeleteDatasetButton workspaceId={workspace.id} dataset={dataset} />
                ) : null}
              </>
            ) : null}
          </>
        }
      />
      {dataset.syncStatus === 'to_delete' ? (
        <div className={styles.feedback}>
          <DeletionNotice dataset={dataset} />
        </div>
      ) : null}
      {sync.feedback ? <div className={styles.feedback}>{sync.feedback}</div> : null}
      {sync.dialog}
      <DatasetMetadata dataset={dataset} />
      <section id="resources" className={styles.resources} aria-labelledby="resources-heading">
        <div className={styles.resourcesHeader}>
          <h2 id="resources-heading">{t('detail.sections.resources')}</h2>
          <span className={styles.resourceTools}>
            {dataset.permissions.edit ? <AddResourceButton dataset={dataset} /> : null}
            <DatasetCheckAll datasetId={dataset.id} />
          </span>
        </div>
        <ResourceTable
          datasetId={dataset.id}
          resources={dataset.resources}
          basePath={basePath}
          syncAction={dataset.permissions.edit ? syncButton(true) : null}
          editActions={
            dataset.permissions.edit
              ? (resource) => <ResourceEditActions dataset={dataset} resource={resource} />
              : undefined
          }
        />
      </section>
      <DatasetQuality dataset={dataset} />
    </>
  );
}
