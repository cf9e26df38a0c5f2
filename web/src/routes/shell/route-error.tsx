import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { errorText } from '../../lib/error-text';
import { FunctionsError } from '../../lib/functions-client';
import { NotFoundPage } from '../not-found-page';
import styles from './shell.module.css';

/** A page that failed to load or render (e.g. its chunk is gone after an upgrade): say so, offer a reload. */
export function RouteError() {
  const { t } = useTranslation('pages');
  const { t: errorsT } = useTranslation('errors');
  const error = useRouteError();
  // An id that is not ours answers not found (no probing): the same page as a wrong address.
  if (error instanceof FunctionsError && error.code === 'not-found') return <NotFoundPage />;
  if (error instanceof FunctionsError && error.code !== 'internal' && error.code !== 'unknown') {
    return (
      <>
        <PageHeader title={t('routeError.title')} />
        <Alert tone="error">{errorText(errorsT, error)}</Alert>
      </>
    );
  }
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
