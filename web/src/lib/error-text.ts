import type { TFunction } from 'i18next';
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
    return reason ? t(`reason.${reason}`, { defaultValue: byCode }) : byCode;
  }
  if (error instanceof AuthError) {
    return t(`auth.${error.code}`, { defaultValue: fallback });
  }
  return fallback;
}
