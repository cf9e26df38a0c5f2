import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FormField, inputClassName } from './form-field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input; spreads react-hook-form's `register(...)` as is. */
export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <input
          className={[inputClassName, className].filter(Boolean).join(' ')}
          {...control}
          {...input}
        />
      )}
    </FormField>
  );
}
