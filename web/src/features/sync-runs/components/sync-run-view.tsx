import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { Spinner } from '@web/components/ui/spinner';
import { useErrorText } from '@web/lib/error-text';
import { formatDateTime } from '@web/lib/format';
import { DatasetPageLink } from '@web/components/dataset-page-link';
import { useCancelSyncRun } from '../api/cancel-sync-run';
import { useSyncRun } from '../api/sync-run';
import { SyncRunItemDetail } from './sync-run-item-detail';
import { SyncRunProgress } from './sync-run-progress';
import styles from './sync-runs.module.css';

const toneOf: Record<string, BadgeTone> = {
  synced: 'success',
  deleted: 'success',
  conflict: 'caution',
  held: 'caution',
  refused: 'danger',
  failed: 'danger',
  cancelled: 'neutral',
  running: 'info',
  pending: 'neutral',
};

/**
 * A "publish many" run: its progress (asked again every second while it goes on), a Cancel
 * button, and the result per dataset, what needs a person first.
 */
export function SyncRunView({
  workspaceId,
  instanceId,
  runId,
}: {
  workspaceId: string;
  instanceId: string;
  runId: string;
}) {
  const { t } = useTranslation('syncRuns');
  const describeError = useErrorText();
  const answer = useSyncRun(runId);
  const cancel = useCancelSyncRun();
  if (answer.isPending) return <Spinner label={t('loading')} />;
  if (answer.error) return <Alert tone="error">{describeError(answer.error)}</Alert>;
  const { run, counts, items } = answer.data;
  const ongoing = run.status === 'queued' || run.status === 'running';
  return (
    <>
      <Panel>
        <div className={styles.summary}>
          <p>
            <Badge tone={ongoing ? 'info' : run.status === 'cancelled' ? 'neutral' : 'success'}>
              {t(`status.${run.status}`)}
            </Badge>{' '}
            {run.startedBy
              ? t('startedBy', { name: run.startedBy.name, time: formatDateTime(run.createdAt) })
              : null}
          </p>
          <SyncRunProgress counts={counts} />
          {ongoing && run.cancelRequested ? <Alert tone="info">{t('cancelling')}</Alert> : null}
          {cancel.error ? <Alert tone="error">{describeError(cancel.error)}</Alert> : null}
          {ongoing && !run.cancelRequested ? (
            <div className={styles.actions}>
              <Button
                warning
                processing={cancel.isPending}
                onClick={() => cancel.mutate({ runId })}
              >
                {t('cancel')}
              </Button>
            </div>
          ) : null}
        </div>
      </Panel>
      <Panel>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('columns.dataset')}</th>
              <th scope="col">{t('columns.result')}</th>
              <th scope="col">{t('columns.detail')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const shown = item.outcome ?? item.state;
              return (
                <tr key={item.id}>
                  <td>
                    <DatasetPageLink
                      workspaceId={workspaceId}
                      instanceId={instanceId}
                      datasetId={item.datasetId}
                      name={item.datasetName}
                    />
                  </td>
                  <td>
                    <Badge tone={toneOf[shown] ?? 'neutral'}>{t(`outcomes.${shown}`)}</Badge>
                  </td>
                  <td>
                    <SyncRunItemDetail
                      workspaceId={workspaceId}
                      instanceId={instanceId}
                      item={item}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Panel>
      {run.outsideScope.length > 0 ? (
        <Panel heading={t('outsideScopeTitle', { count: run.outsideScope.length })}>
          <ul className={styles.list}>
            {run.outsideScope.map((dataset) => (
              <li key={dataset.id}>
                {dataset.title} ({dataset.name})
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
    </>
  );
}
