import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResourceCheckState } from '@contract/functions/sensitive';
import { CheckButton } from './check-button';
import { formatDateTime, formatNumber } from '@web/lib/format';
import styles from './sensitive.module.css';

/**
 * The resource list's sensitive-information cells: the count (a link to the
 * report), the latest check date and status, and Check / Recheck / Running.
 */
export function SensitiveCountCell({
  state,
  reportPath,
}: {
  state: ResourceCheckState | undefined;
  reportPath: string;
}) {
  const { t } = useTranslation('sensitive');
  if (state?.sensitiveCount === null || state?.sensitiveCount === undefined) {
    return <span className={styles.muted}>{t('resourceList.never')}</span>;
  }
  return (
    <Link
      to={reportPath}
      title={state.needsConfirmation ? t('resourceList.needsConfirmation') : undefined}
    >
      {formatNumber(state.sensitiveCount)}
      {state.needsConfirmation ? ' ⚠' : null}
    </Link>
  );
}

export function LatestCheckCell({ state }: { state: ResourceCheckState | undefined }) {
  const { t } = useTranslation('sensitive');
  const status = state?.active?.status ?? state?.latest?.status;
  const date = formatDateTime(state?.latest?.finishedAt);
  return (
    <span>
      {date || <span className={styles.muted}>{t('resourceList.never')}</span>}
      <br />
      <span className={styles.muted}>{t(`status.${status ?? 'notExecuted'}`)}</span>
    </span>
  );
}

export function CheckCell({
  state,
  resourceId,
  canCheck,
}: {
  state: ResourceCheckState | undefined;
  resourceId: string;
  canCheck: boolean;
}) {
  return (
    <CheckButton
      small
      resourceId={resourceId}
      active={Boolean(state?.active)}
      checkedBefore={Boolean(state?.latest)}
      canCheck={canCheck && state !== undefined}
    />
  );
}
