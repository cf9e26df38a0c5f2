import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { meansNotFound, useErrorText } from '@web/lib/error-text';
import { routePaths } from '@web/lib/route-paths';
import { ButtonLink } from '@web/components/ui/button-link';
import { FunctionsError } from '@web/lib/functions-client';
import { NotFoundPage } from '../not-found-page';
import styles from './shell.module.css';

/**
 * A page that failed to load or render (e.g. its chunk is gone after an upgrade): say so, offer a
 * reload and a way home.
 */
export function RouteError() {
  const { t } = useTranslation('pages');
  const describeError = useErrorText();
  const error = useRouteError();
  // An id that is not ours, or not an id at all, answers not found (no probing): the same page
  // as a wrong address.
  if (meansNotFound(error)) return <NotFoundPage />;
  if (error instanceof FunctionsError && error.code !== 'internal' && error.code !== 'unknown') {
    return (
      <>
        <PageHeader title={t('routeError.title')} />
        <Alert tone="error">{describeError(error)}</Alert>
        <p className={styles.errorActions}>
          <ButtonLink to={routePaths.home}>{t('notFound.home')}</ButtonLink>
        </p>
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
        <ButtonLink to={routePaths.home}>{t('notFound.home')}</ButtonLink>
      </p>
    </>
  );
}
