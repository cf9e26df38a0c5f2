import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ButtonLink } from '@web/components/ui/button-link';
import { useAccount } from '@web/lib/account/get-account';
import { routePaths } from '@web/lib/route-paths';
import styles from './header.module.css';
import { LanguageSelect } from './language-select';
import { Logo } from './logo';
import { UserBadge } from './user-badge';

// The menu's code (Radix, positioning) loads only for signed-in users: visitors never need it.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/** Logo, language selector, and either the Login button or the user's menu. */
export function AppHeader() {
  const { t } = useTranslation('common');
  const { user } = useAccount();
  const { pathname } = useLocation();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={routePaths.home} className={styles.brand} aria-label={t('header.home')}>
          <Logo />
          <span className={styles.brandName}>{t('appName')}</span>
        </Link>
        <div className={styles.end}>
          <LanguageSelect />
          {user ? (
            <Suspense
              fallback={
                <span className={styles.userButton}>
                  <UserBadge user={user} />
                </span>
              }
            >
              <UserMenu user={user} />
            </Suspense>
          ) : pathname === routePaths.login ? null : (
            <ButtonLink to={routePaths.login} variant="primary">
              {t('header.login')}
            </ButtonLink>
          )}
        </div>
      </div>
    </header>
  );
}
