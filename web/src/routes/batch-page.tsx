import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ImportChanges } from '@web/components/batch-changes/import-changes';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { Panel } from '@web/components/ui/panel';
import { useApplyImport } from '@web/features/batches/api/apply-import';
import { batchQuery } from '@web/features/batches/api/batches-queries';
import { BatchSummary } from '@web/features/batches/components/batch-summary';
import styles from '@web/features/batches/components/batches.module.css';
import { UndoBatch } from '@web/features/batches/components/undo-batch';
import { SyncManyButton } from '@web/features/sync-runs/components/sync-many-button';
import { useErrorText } from '@web/lib/error-text';
import { InstanceCrumbs } from './instance-crumbs';

/**
 * One batch (an import, a change made in the browser, an undo): who, when, what and how many;
 * Apply while it waits; once applied, its undo. Its changes dataset by dataset below.
 */
export function BatchPage() {
  const { t } = useTranslation('batches');
  const describeError = useErrorText();
  const navigate = useNavigate();
  const { workspaceId = '', instanceId = '', batchId = '' } = useParams();
  const { data: batch } = useSuspenseQuery(batchQuery(batchId));
  const apply = useApplyImport(() => {});
  const basePath = `/workspaces/${workspaceId}/${instanceId}`;
  const title = t(`title.${batch.kind}`, { count: batch.datasetCount });
  return (
    <>
      <InstanceCrumbs workspaceId={workspaceId} instanceId={instanceId} current={title} />
      <PageHeader title={title} />
      <Panel>
        <BatchSummary batch={batch} basePath={basePath} />
        {apply.isError ? <Alert tone="error">{describeError(apply.error)}</Alert> : null}
        {batch.status === 'ready' ? (
          <div className={styles.actions}>
            <Button
              variant="primary"
              processing={apply.isPending}
              onClick={() => apply.mutate({ importId: batch.id })}
            >
              {t('apply')}
            </Button>
            <span>{t('applyHint')}</span>
          </div>
        ) : (
          <>
            <Alert tone="success">{t('applied')}</Alert>
            <div className={styles.actions}>
              {batch.kind === 'undo' || !batch.undoneBy ? (
                <SyncManyButton
                  instanceId={instanceId}
                  target={{ kind: 'batch', importId: batch.id }}
                  count={batch.datasetCount}
                />
              ) : null}
              {batch.undoneBy ? null : (
                <UndoBatch
                  key={batch.id}
                  batchId={batch.id}
                  onUndone={(undoId) => void navigate(`${basePath}/batches/${undoId}`)}
                />
              )}
            </div>
          </>
        )}
        <ImportChanges changes={batch.changes} total={batch.changeCount} titles={batch.titles} />
      </Panel>
    </>
  );
}
