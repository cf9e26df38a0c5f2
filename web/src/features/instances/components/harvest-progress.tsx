import { useTranslation } from 'react-i18next';
import type { HarvestRun } from '@contract/functions/instances';
import { formatNumber } from '@web/lib/format';
import styles from './harvest-progress.module.css';

/** Datasets fetched of the total, as a bar with words (the total is known once the listing is read). */
export function HarvestProgress({ run }: { run: HarvestRun }) {
  const { t } = useTranslation('workspaces');
  const label =
    run.status === 'queued' || run.total === null
      ? t('progress.starting')
      : t('progress.fetched', {
          fetched: formatNumber(run.fetched),
          total: formatNumber(run.total),
        });
  return (
    <div className={styles.progress}>
      <progress
        max={run.total ?? undefined}
        value={run.total === null ? undefined : run.fetched}
        aria-label={t('progress.label')}
        aria-valuetext={label}
      />
      <span aria-live="polite">{label}</span>
    </div>
  );
}
