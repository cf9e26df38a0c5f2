import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useLocation, useNavigate, useParams } from 'react-router';
import type { FieldErrors } from '@contract/errors';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { Panel } from '@web/components/ui/panel';
import { Spinner } from '@web/components/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { datasetQuery } from '@web/features/datasets/api/datasets-queries';
import { useUpdateDataset } from '@web/features/datasets/api/save-dataset';
import { DatasetForm } from '@web/features/datasets/components/dataset-form';
import { SyncStatusBadge } from '@web/components/status-badges';
import { LoadFailure } from './shell/load-failure';
import { FunctionsError } from '@web/lib/functions-client';
import { InstanceCrumbs } from './instance-crumbs';
import { routePaths } from '@web/lib/route-paths';

/** Edit: saving stores the change here, not synced, on the version it was based on. */
export function DatasetEditPage() {
  const { t } = useTranslation('datasetEdit');
  const { workspaceId = '', instanceId = '', datasetId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const dataset = useQuery(datasetQuery(datasetId));
  const update = useUpdateDataset();
  const [stale, setStale] = useState(false);
  // A sync the catalogue refused (409) comes here with the catalogue's messages for the fields.
  const catalogueErrors = (location.state as { serverError?: { fields: FieldErrors } } | null)
    ?.serverError?.fields;
  const datasetPath = generatePath(routePaths.dataset, { workspaceId, instanceId, datasetId });

  if (dataset.isPending) return <Spinner label={t('form.loading')} />;
  if (dataset.error) return <LoadFailure error={dataset.error} />;
  const current = dataset.data;
  return (
    <>
      <InstanceCrumbs
        workspaceId={workspaceId}
        instanceId={instanceId}
        dataset={current}
        current={t('form.editCrumb')}
      />
      <PageHeader
        title={t('edit.title', { name: current.title || current.name })}
        description={<SyncStatusBadge status={current.syncStatus} />}
      />
      <Panel>
        {stale ? (
          <Alert tone="warning" title={t('edit.staleTitle')}>
            <p>{t('edit.staleBody')}</p>
            <Button small border onClick={() => void dataset.refetch().then(() => setStale(false))}>
              {t('edit.reload')}
            </Button>
          </Alert>
        ) : null}
        {catalogueErrors ? <Alert tone="error">{t('errors.catalogueValidation')}</Alert> : null}
        <DatasetForm
          // A new version (a reload, someone's save) starts the form again from it.
          key={current.version}
          instanceId={instanceId}
          dataset={current}
          serverErrors={catalogueErrors}
          submitLabel={t('edit.submit')}
          onSubmit={async (values) => {
            try {
              await update.mutateAsync({ datasetId, version: current.version, ...values });
              await navigate(datasetPath);
            } catch (error) {
              if (error instanceof FunctionsError && error.details?.reason === 'staleVersion') {
                setStale(true);
                return;
              }
              throw error;
            }
          }}
          onCancel={() => void navigate(datasetPath)}
        />
      </Panel>
    </>
  );
}
