import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './button.module.css';
import { Spinner } from './spinner';

/** The button's looks. `secondary` is the default; `border` outlines either. */
export interface ButtonLook {
  variant?: 'primary' | 'secondary';
  small?: boolean;
  border?: boolean;
  /** A destructive or risky action (delete, overwrite). */
  warning?: boolean;
}

export function buttonClassName(
  { variant = 'secondary', small, border, warning }: ButtonLook,
  extra?: string,
): string {
  return [
    styles.button,
    styles[variant],
    small && styles.small,
    border && styles.border,
    warning && styles.warning,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** While processing the button is disabled and shows a spinner. */
  processing?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  small,
  border,
  warning,
  processing = false,
  icon,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, small, border, warning }, className)}
      disabled={disabled || processing}
      aria-busy={processing || undefined}
      {...rest}
    >
      {processing ? (
        <Spinner size={small ? 12 : 14} />
      ) : icon ? (
        <ButtonIcon>{icon}</ButtonIcon>
      ) : null}
      {children}
    </button>
  );
}

export function ButtonIcon({ children }: { children: ReactNode }) {
  return (
    <span className={styles.icon} aria-hidden>
      {children}
    </span>
  );
}
