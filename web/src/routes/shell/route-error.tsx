import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import styles from './shell.module.css';

/** A page that failed to load or render (e.g. its chunk is gone after an upgrade): say so, offer a reload. */
export function RouteError() {
  const { t } = useTranslation('pages');
  const error = useRouteError();
  console.error(error);
  return (
    <>
      <PageHeader title={t('routeError.title')} />
      <Alert tone="error">{t('routeError.body')}</Alert>
      <p className={styles.errorActions}>
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      </p>
    </>
  );
}
