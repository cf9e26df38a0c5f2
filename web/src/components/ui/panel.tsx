import { useId, type ReactNode } from 'react';
import styles from './panel.module.css';

export interface PanelProps {
  /** An h2 that also names the section for assistive tech. */
  heading?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A white section on the page background, e.g. one block of the Settings page. */
export function Panel({ heading, children, className }: PanelProps) {
  const headingId = useId();
  return (
    <section
      className={[styles.panel, className].filter(Boolean).join(' ')}
      aria-labelledby={heading ? headingId : undefined}
    >
      {heading ? (
        <h2 className={styles.heading} id={headingId}>
          {heading}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
