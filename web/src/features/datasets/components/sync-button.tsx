import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { routePaths } from '@web/lib/route-paths';
import styles from './sync.module.css';
import { useSyncFlow, type SyncFlow, type SyncTarget } from './use-sync-flow';

/**
 * The Sync button of one flow (see useSyncFlow). In conflict it becomes "Resolve conflict" and
 * opens the side-by-side view instead.
 */
export function SyncFlowButton({
  flow,
  workspaceId,
  dataset,
  small,
}: {
  flow: SyncFlow;
  workspaceId: string;
  dataset: SyncTarget;
  small?: boolean;
}) {
  const { t } = useTranslation('datasetEdit');
  const navigate = useNavigate();
  if (dataset.syncStatus === 'conflict') {
    return (
      <Button
        small={small}
        variant="primary"
        warning
        disabled={!dataset.permissions.edit}
        onClick={() =>
          void navigate(
            generatePath(routePaths.datasetConflict, {
              workspaceId,
              instanceId: dataset.instanceId,
              datasetId: dataset.id,
            }),
          )
        }
      >
        {t('sync.resolve')}
      </Button>
    );
  }
  return (
    <Button
      small={small}
      variant={small ? 'secondary' : 'primary'}
      border={small}
      processing={flow.pending}
      disabled={!flow.enabled}
      onClick={flow.start}
    >
      {flow.pending && !small ? t('sync.running') : t('sync.button')}
    </Button>
  );
}

/** A Sync button with its own outcome under it (the conflict page, after resolving). */
export function SyncButton({ workspaceId, dataset }: { workspaceId: string; dataset: SyncTarget }) {
  const flow = useSyncFlow(workspaceId, dataset);
  return (
    <div className={styles.panel}>
      <div>
        <SyncFlowButton flow={flow} workspaceId={workspaceId} dataset={dataset} />
      </div>
      {flow.feedback}
      {flow.dialog}
    </div>
  );
}
