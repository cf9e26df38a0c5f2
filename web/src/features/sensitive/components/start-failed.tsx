import { useTranslation } from 'react-i18next';
import { useErrorText } from '@web/lib/error-text';
import styles from './sensitive.module.css';

/** Beside a check button: why the check did not start (nothing shown while it has not failed). */
export function StartFailed({ error }: { error: Error | null }) {
  const { t } = useTranslation('sensitive');
  const describeError = useErrorText();
  if (!error) return null;
  return (
    <span className={styles.inlineError} role="alert">
      {t('actions.startFailed', { reason: describeError(error) })}
    </span>
  );
}
