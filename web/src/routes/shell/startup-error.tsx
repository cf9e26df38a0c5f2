import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Logo } from './logo';
import styles from './shell.module.css';

/** The start-up reads (settings, session) failed: nothing can route yet, so say so and offer a retry. */
export function StartupError() {
  const { t } = useTranslation('common');
  return (
    <main className={styles.startup}>
      <Logo size={40} />
      <Alert tone="error" title={t('startup.title')}>
        {t('startup.body')}
      </Alert>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {t('actions.retry')}
      </Button>
    </main>
  );
}
