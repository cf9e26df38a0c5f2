import type { ReactNode } from 'react';
import styles from './alert.module.css';

export interface AlertProps {
  tone?: 'info' | 'success' | 'warning' | 'error';
  title?: ReactNode;
  children?: ReactNode;
}

/** A message box. Errors are announced at once (role=alert); the rest politely (role=status). */
export function Alert({ tone = 'info', title, children }: AlertProps) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
