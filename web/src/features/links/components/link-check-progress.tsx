import { useTranslation } from 'react-i18next';
import type { LinkCheck } from '@contract/functions/links';
import { formatNumber } from '@web/lib/format';
import styles from './links.module.css';

/** Links checked of the total, as a bar with words (the total is known once the check has listed them). */
export function LinkCheckProgress({ check }: { check: LinkCheck }) {
  const { t } = useTranslation('links');
  const label =
    check.status === 'queued' || check.total === null
      ? t('check.queued')
      : t('check.progress', { done: formatNumber(check.done), total: formatNumber(check.total) });
  return (
    <div className={styles.progress}>
      <progress
        max={check.total ?? undefined}
        value={check.total === null ? undefined : check.done}
        aria-label={t('check.progressLabel')}
        aria-valuetext={label}
      />
      <span aria-live="polite">{label}</span>
    </div>
  );
}
