import { useId, type ReactNode } from 'react';
import styles from './form-field.module.css';

/** What a control needs to be labelled and described by its field. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

export interface FormFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Already translated; shown under the control and announced with it. */
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, the control, a hint and an inline error, wired together for screen readers. */
export function FormField({ label, hint, error, children }: FormFieldProps) {
  const id = useId();
  // The error takes the hint's place: one line under the field, the one that matters now.
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {error ? (
        <p className={styles.error} id={errorId}>
          {error}
        </p>
      ) : null}
      {hintId ? (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export const inputClassName = styles.input;
