import { useTranslation } from 'react-i18next';
import type { SensitiveBatch } from '@contract/functions/sensitive';
import { Button } from '@web/components/ui/button';
import { useCheckDataset, useCheckInstance } from '../api/start-checks';
import { StartFailed } from './start-failed';
import styles from './sensitive.module.css';

export interface CheckAllButtonProps {
  scope: 'dataset' | 'instance';
  /** The dataset's or the instance's id. */
  id: string;
  /** The scope's latest "check all" (from sensitive.status or sensitive.progress). */
  batch: SensitiveBatch | null | undefined;
  canCheck: boolean;
}

/** Check every resource of a dataset or an instance in one action, with its progress. */
export function CheckAllButton({ scope, id, batch, canCheck }: CheckAllButtonProps) {
  const { t } = useTranslation('sensitive');
  const checkDataset = useCheckDataset();
  const checkInstance = useCheckInstance();
  const start = scope === 'dataset' ? checkDataset : checkInstance;
  const startCheck = () =>
    scope === 'dataset'
      ? checkDataset.mutate({ datasetId: id })
      : checkInstance.mutate({ instanceId: id });
  const running = start.isPending || Boolean(batch && !batch.finished);
  return (
    <span className={styles.checkControls}>
      <Button border processing={running} disabled={!canCheck} onClick={startCheck}>
        {running
          ? t('actions.checkingAll')
          : scope === 'dataset'
            ? t('actions.checkAllDataset')
            : t('actions.checkAllInstance')}
      </Button>
      {batch ? (
        <span className={styles.progress} role="status">
          {batch.finished
            ? t('progress.finished', { total: batch.total })
            : t('progress.running', { done: batch.done, total: batch.total })}
          {batch.failed > 0 ? ` · ${t('progress.failed', { failed: batch.failed })}` : null}
        </span>
      ) : null}
      <StartFailed error={start.error} />
    </span>
  );
}
