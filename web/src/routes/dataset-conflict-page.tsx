import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '../components/ui/alert';
import { PageHeader } from '../components/ui/page-header';
import { Panel } from '../components/ui/panel';
import { Spinner } from '../components/ui/spinner';
import { useConflict, useResolveConflict } from '../features/dataset-edits/api/conflict';
import { useQuery } from '@tanstack/react-query';
import { datasetQuery } from '../features/datasets/api/datasets-queries';
import { ConflictView } from '../features/dataset-edits/components/conflict-view';
import { SyncButton } from '../features/dataset-edits/components/sync-button';
import { SyncStatusBadge } from '../features/datasets/components/status-badges';
import { LoadFailure } from './shell/load-failure';
import { InstanceCrumbs } from './instance-crumbs';

/** The catalogue changed while the dataset was edited here: compare, choose, then sync. */
export function DatasetConflictPage() {
  const { t } = useTranslation('datasetEdit');
  const { workspaceId = '', instanceId = '', datasetId = '' } = useParams();
  const dataset = useQuery(datasetQuery(datasetId));
  const conflict = useConflict(datasetId);
  const resolve = useResolveConflict();

  if (dataset.isPending || conflict.isPending) return <Spinner label={t('form.loading')} />;
  const failure = dataset.error ?? conflict.error;
  if (failure) return <LoadFailure error={failure} />;
  const current = dataset.data!;
  const view = conflict.data!;
  return (
    <>
      <InstanceCrumbs
        workspaceId={workspaceId}
        instanceId={instanceId}
        dataset={current}
        current={t('form.conflictCrumb')}
      />
      <PageHeader
        title={t('conflict.title', { name: current.title || current.name })}
        description={<SyncStatusBadge status={current.syncStatus} />}
      />
      <Panel>
        {current.syncStatus === 'conflict' ? (
          <ConflictView
            intro={t('conflict.intro')}
            key={`${view.version}-${view.catalogueModified}`}
            fields={view.fields}
            resolving={resolve.isPending}
            error={resolve.error}
            onResolve={(choices) =>
              resolve.mutate({
                datasetId,
                version: view.version,
                catalogueModified: view.catalogueModified ?? '',
                choices,
              })
            }
          />
        ) : (
          <>
            <Alert tone="success">
              {current.syncStatus === 'synced' ? t('conflict.noneLeft') : t('conflict.resolved')}
            </Alert>
            <SyncButton workspaceId={workspaceId} dataset={current} />
          </>
        )}
      </Panel>
    </>
  );
}
