import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FormField, inputClassName } from './form-field';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  options: readonly { value: string; label: string }[];
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (keyboard and screen readers for free); spreads `register(...)`. */
export function SelectField({
  label,
  hint,
  error,
  options,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <select
          className={[inputClassName, className].filter(Boolean).join(' ')}
          {...control}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
