import { TextField, type TextFieldProps } from './text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete'> {
  /**
   * `current`: the password the person has (log in, confirm a change); `new`: one they choose,
   * so password managers offer to generate and save it.
   */
  purpose: 'current' | 'new';
}

/** The one password input of every form; spreads react-hook-form's `register(...)` as is. */
export function PasswordField({ purpose, ...field }: PasswordFieldProps) {
  return (
    <TextField
      type="password"
      autoComplete={purpose === 'new' ? 'new-password' : 'current-password'}
      {...field}
    />
  );
}
