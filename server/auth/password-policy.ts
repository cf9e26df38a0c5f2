import { dictionary } from '@zxcvbn-ts/language-common';

/** Length limits of every password (better-auth enforces them too). */
export const passwordPolicy = { minLength: 10, maxLength: 128 } as const;

export type PasswordProblem = 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORD_TOO_COMMON';

/**
 * Passwords seen most often in breaches (zxcvbn's list, ~49,000, shipped in the package: nothing
 * is fetched). Only those the length rule lets through matter; kept lower-cased.
 */
const commonPasswords = new Set(
  dictionary['passwords-common']
    .filter((password) => password.length >= passwordPolicy.minLength)
    .map((password) => password.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** What is wrong with a new password, or null when it may be used. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < passwordPolicy.minLength) return 'PASSWORD_TOO_SHORT';
  if (password.length > passwordPolicy.maxLength) return 'PASSWORD_TOO_LONG';
  if (isCommonPassword(password)) return 'PASSWORD_TOO_COMMON';
  return null;
}
