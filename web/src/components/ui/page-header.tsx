import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The page's h1, its actions, and the browser tab title (React 19 hoists <title> into <head>). */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  const { t } = useTranslation('common');
  return (
    <header className={styles.header}>
      <title>{`${title} · ${t('appName')}`}</title>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
