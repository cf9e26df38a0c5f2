import { useTranslation } from 'react-i18next';
import type { SyncRunCounts } from '@contract/functions/sync-runs';
import styles from './sync-runs.module.css';

/** The bar of datasets done out of all, and the counts per result, read out as they change. */
export function SyncRunProgress({ counts }: { counts: SyncRunCounts }) {
  const { t } = useTranslation('syncRuns');
  const { done, total, outcomes } = counts;
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  return (
    <>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={t('progress', { done, total })}
      >
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
      <p role="status" aria-live="polite">
        {t('counts', {
          done,
          total,
          synced: (outcomes.synced ?? 0) + (outcomes.deleted ?? 0),
          conflict: outcomes.conflict ?? 0,
          refused: outcomes.refused ?? 0,
          failed: outcomes.failed ?? 0,
          held: outcomes.held ?? 0,
          cancelled: outcomes.cancelled ?? 0,
        })}
      </p>
    </>
  );
}
