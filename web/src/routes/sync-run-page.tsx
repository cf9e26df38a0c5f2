import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '@web/components/ui/page-header';
import { SyncRunView } from '@web/features/sync-runs/components/sync-run-view';
import { InstanceCrumbs } from './instance-crumbs';

/** One "publish many" run: its progress, Cancel, and the result per dataset. */
export function SyncRunPage() {
  const { t } = useTranslation('syncRuns');
  const { workspaceId = '', instanceId = '', runId = '' } = useParams();
  return (
    <>
      <InstanceCrumbs workspaceId={workspaceId} instanceId={instanceId} current={t('title')} />
      <PageHeader title={t('title')} description={t('description')} />
      <SyncRunView workspaceId={workspaceId} instanceId={instanceId} runId={runId} />
    </>
  );
}
