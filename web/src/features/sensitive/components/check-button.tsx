import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { StatusAnnouncer } from '@web/components/ui/status-announcer';
import { useCheckResource } from '../api/start-checks';
import { StartFailed } from './start-failed';
import styles from './sensitive.module.css';

export interface CheckButtonProps {
  resourceId: string;
  /** A check is queued or running now. */
  active: boolean;
  /** A check has finished before: the button reads Recheck. */
  checkedBefore: boolean;
  canCheck: boolean;
  small?: boolean;
}

/**
 * Check, Recheck after a check, or Running (disabled) while one runs; a screen reader hears when
 * a check starts and when it has finished.
 */
export function CheckButton({
  resourceId,
  active,
  checkedBefore,
  canCheck,
  small,
}: CheckButtonProps) {
  const { t } = useTranslation('sensitive');
  const start = useCheckResource();
  // Stays Running from the click until the refreshed status shows the check.
  const running = active || start.isPending;
  const label = running
    ? t('actions.running')
    : checkedBefore
      ? t('actions.recheck')
      : t('actions.check');
  return (
    <span className={styles.checkControls}>
      <Button
        small={small}
        border
        processing={running}
        disabled={!canCheck}
        onClick={() => start.mutate({ resourceId })}
      >
        {label}
      </Button>
      <StatusAnnouncer
        message={
          running
            ? t('actions.runningAnnouncement')
            : checkedBefore
              ? t('actions.finishedAnnouncement')
              : ''
        }
      />
      <StartFailed error={start.error} />
    </span>
  );
}
