import { z } from 'zod';

// Form rules for account fields; messages are keys of the `common` namespace (validation.*).
// They mirror the server's rules (contract ZDisplayName, better-auth's password policy 10–128).

export const displayNameField = z
  .string()
  .trim()
  .min(1, { error: 'validation.displayNameRequired' })
  .max(80, { error: 'validation.displayNameTooLong' });

export const emailField = z
  .string()
  .trim()
  .pipe(z.email({ error: 'validation.emailInvalid' }));

export const newPasswordField = z
  .string()
  .min(10, { error: 'validation.passwordTooShort' })
  .max(128, { error: 'validation.passwordTooLong' });

export const passwordField = z.string().min(1, { error: 'validation.passwordRequired' });
