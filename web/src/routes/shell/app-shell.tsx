import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { dialogRootId } from '@web/components/ui/dialog';
import { AppHeader } from './app-header';
import { PageLoading } from './page-loading';
import styles from './shell.module.css';
import { useScrollToTop } from './use-scroll-to-top';

/** The header, the routed page, and the container for modal dialogs. */
export function AppShell() {
  const { t } = useTranslation('common');
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle';
  useScrollToTop();
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t('skipToContent')}
      </a>
      {loading ? (
        <div className={styles.progress} role="progressbar" aria-label={t('status.pageLoading')} />
      ) : null}
      <AppHeader />
      <main id="main" className={styles.main} tabIndex={-1} aria-busy={loading || undefined}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <div id={dialogRootId} />
    </>
  );
}
