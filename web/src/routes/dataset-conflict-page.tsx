import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { PageHeader } from '@web/components/ui/page-header';
import { Panel } from '@web/components/ui/panel';
import { Spinner } from '@web/components/ui/spinner';
import { useConflict, useResolveConflict } from '@web/features/datasets/api/conflict';
import { useQuery } from '@tanstack/react-query';
import { datasetQuery } from '@web/features/datasets/api/datasets-queries';
import { ConflictView } from '@web/features/datasets/components/conflict-view';
import { SyncButton } from '@web/features/datasets/components/sync-button';
import { SyncStatusBadge } from '@web/components/status-badges';
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
            titles={view.titles}
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
