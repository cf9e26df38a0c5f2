import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResourceCheckState } from '@contract/functions/sensitive';
import { CheckButton } from './check-button';
import { formatNumber } from '@web/lib/format';
import styles from './sensitive.module.css';

/**
 * The resource list's sensitive-information cells: the count (a link to the report), the check's
 * state, and Check / Recheck / Running.
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
    return <span className={styles.muted}>{t('datasets:list.noValue')}</span>;
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

/**
 * The sensitive-information check's state beside its button: queued or running while one is under
 * way, "Not executed" for a resource never checked, "Failed" when the last one failed.
 */
export function CheckStatusLabel({ state }: { state: ResourceCheckState | undefined }) {
  const { t } = useTranslation('sensitive');
  if (!state) return null;
  const status = state.active?.status ?? (state.latest ? state.latest.status : 'notExecuted');
  if (status === 'succeeded') return null;
  return <span className={styles.muted}>{t(`status.${status}`)}</span>;
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
