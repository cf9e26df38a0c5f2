import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AuthError } from './auth-client';
import { FunctionsError } from './functions-client';

/**
 * The en/ja text for any error a call can throw: the server's reason when we have a text for it,
 * else its code. Server messages are never shown: they are English and meant for logs.
 */
export function errorText(t: TFunction<'errors'>, error: unknown): string {
  const fallback = t('fallback');
  if (error instanceof FunctionsError) {
    const byCode = t(`code.${error.code}`, { defaultValue: fallback });
    const reason = error.details?.reason;
    if (!reason) return byCode;
    // Details fill in the text: the line of a broken file, the columns it lacks, a limit.
    const { columns, ...details } = error.details ?? {};
    return t(`reason.${reason}`, {
      ...details,
      ...(Array.isArray(columns) ? { columns: columns.join(', ') } : {}),
      defaultValue: byCode,
    });
  }
  if (error instanceof AuthError) {
    return t(`auth.${error.code}`, { defaultValue: fallback });
  }
  return fallback;
}

/**
 * Whether a failed read of the record an address names should show the not-found page: the
 * record is missing (or not ours), or the id in the address is not even well-formed. The person
 * typed no value, so "some values are not valid" would make no sense to them.
 */
export function meansNotFound(error: unknown): boolean {
  return (
    error instanceof FunctionsError &&
    (error.code === 'not-found' || error.code === 'invalid-argument')
  );
}

/** The one way a component turns an error into the words it shows: `useErrorText()(error)`. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  return (error) => errorText(t, error);
}
