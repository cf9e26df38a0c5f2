import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@web/components/ui/page-header';
import { Panel } from '@web/components/ui/panel';
import { useCreateDataset } from '@web/features/datasets/api/save-dataset';
import { DatasetForm } from '@web/features/datasets/components/dataset-form';
import { InstanceCrumbs } from './instance-crumbs';
import { routePaths } from '@web/lib/route-paths';

/** Create New: a dataset that lives here until its first sync. */
export function DatasetNewPage() {
  const { t } = useTranslation('datasetEdit');
  const { workspaceId = '', instanceId = '' } = useParams();
  const navigate = useNavigate();
  const create = useCreateDataset();
  const instancePath = generatePath(routePaths.instance, { workspaceId, instanceId });
  return (
    <>
      <InstanceCrumbs
        workspaceId={workspaceId}
        instanceId={instanceId}
        current={t('create.title')}
      />
      <PageHeader title={t('create.title')} description={t('create.description')} />
      <Panel>
        <DatasetForm
          instanceId={instanceId}
          submitLabel={t('create.submit')}
          onSubmit={async (values) => {
            const created = await create.mutateAsync({ instanceId, ...values });
            await navigate(
              generatePath(routePaths.dataset, { workspaceId, instanceId, datasetId: created.id }),
            );
          }}
          onCancel={() => void navigate(instancePath)}
        />
      </Panel>
    </>
  );
}
