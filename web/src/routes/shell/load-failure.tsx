import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { ButtonLink } from '@web/components/ui/button-link';
import { meansNotFound, useErrorText } from '@web/lib/error-text';
import { routePaths } from '@web/lib/route-paths';
import { NotFoundPage } from '../not-found-page';
import styles from './shell.module.css';

/**
 * What a page shows when the record its address names could not be read: the not-found page for
 * a wrong or unknown id, otherwise the reason, and always a way back home.
 */
export function LoadFailure({ error }: { error: unknown }) {
  const { t } = useTranslation('pages');
  const describeError = useErrorText();
  if (meansNotFound(error)) return <NotFoundPage />;
  return (
    <>
      <Alert tone="error">{describeError(error)}</Alert>
      <p className={styles.errorActions}>
        <ButtonLink to={routePaths.home}>{t('notFound.home')}</ButtonLink>
      </p>
    </>
  );
}
