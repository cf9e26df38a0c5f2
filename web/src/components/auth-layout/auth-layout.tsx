import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './auth-layout.module.css';

export const authStyles = styles;

/** The narrow centred card of the login, sign-up and confirmation pages. */
export function AuthLayout({
  title,
  intro,
  children,
  aside,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.layout}>
      <title>{`${title} · ${t('appName')}`}</title>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        <div className={styles.stack}>{children}</div>
      </div>
      {aside ? <p className={styles.aside}>{aside}</p> : null}
    </div>
  );
}
