import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { useErrorText } from '@web/lib/error-text';
import { useSystemSettings } from '@web/lib/system-settings';
import { useUpdateSystemSettings } from '../api/settings-changes';
import { RetentionForm } from './retention-form';
import styles from './profile-form.module.css';

/** Settings › System, for the system administrator: registrations open or closed, how long logs are kept. */
export function SystemSection() {
  const { t } = useTranslation('settings');
  const describeError = useErrorText();
  const settings = useSystemSettings();
  const update = useUpdateSystemSettings();
  return (
    <div className={styles.form}>
      <p>{t('system.intro')}</p>
      {update.isSuccess ? <Alert tone="success">{t('system.saved')}</Alert> : null}
      {update.error ? <Alert tone="error">{describeError(update.error)}</Alert> : null}
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={settings.enableRegistrations}
          disabled={update.isPending}
          aria-describedby="registrations-hint"
          onChange={(event) => update.mutate({ enableRegistrations: event.target.checked })}
        />
        {t('system.registrations')}
      </label>
      <p id="registrations-hint" className={styles.hint}>
        {t('system.registrationsHint')}
      </p>
      <RetentionForm
        retention={settings.retention}
        saving={update.isPending}
        onSave={(retention) => update.mutate({ retention })}
      />
    </div>
  );
}
