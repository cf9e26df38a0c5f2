import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Diameter in pixels. */
  size?: number;
  /** Read by screen readers; without it the spinner is decoration next to a text that says the same. */
  label?: string;
}

export function Spinner({ size = 16, label }: SpinnerProps) {
  return (
    <span
      className={styles.spinner}
      style={{ width: size, height: size }}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
