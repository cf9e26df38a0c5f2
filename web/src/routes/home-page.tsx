import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@web/components/ui/button-link';
import { useAccount } from '@web/lib/account/get-account';
import { useSystemSettings } from '@web/lib/system-settings';
import styles from './home-page.module.css';
import { routePaths } from '@web/lib/route-paths';

export function HomePage() {
  const { t } = useTranslation(['pages', 'common']);
  const { user } = useAccount();
  const { enableRegistrations } = useSystemSettings();
  return (
    <section className={styles.hero}>
      <title>{t('common:appName')}</title>
      {user ? (
        <>
          <h1 className={styles.heading}>{t('home.user.heading', { name: user.displayName })}</h1>
          <p className={styles.intro}>{t('home.user.intro')}</p>
          <div className={styles.actions}>
            <ButtonLink to={routePaths.workspaces} variant="primary">
              {t('home.user.workspaces')}
            </ButtonLink>
            <ButtonLink to={routePaths.settings} border>
              {t('home.user.settings')}
            </ButtonLink>
          </div>
        </>
      ) : (
        <>
          <h1 className={styles.heading}>{t('home.visitor.heading')}</h1>
          <p className={styles.intro}>{t('home.visitor.intro')}</p>
          <div className={styles.actions}>
            <ButtonLink to={routePaths.login} variant="primary">
              {t('home.visitor.login')}
            </ButtonLink>
            {enableRegistrations ? (
              <ButtonLink to={routePaths.signup} border>
                {t('home.visitor.signup')}
              </ButtonLink>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
