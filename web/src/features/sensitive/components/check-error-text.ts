import type { TFunction } from 'i18next';
import type { SensitiveCheck } from '@contract/functions/sensitive';
import { formatBytes } from '@web/lib/format';

/**
 * Why a check failed, in the reader's language: the code picks the text, the parameters fill it.
 * The server's English detail is shown apart, for administrators.
 */
export function checkErrorText(
  t: TFunction<'sensitive'>,
  error: NonNullable<SensitiveCheck['error']>,
): string {
  const params: Record<string, string | number> = { ...error.params };
  if (typeof params.maxBytes === 'number') params.maxBytes = formatBytes(params.maxBytes);
  return t(`errors.${error.code}`, { ...params, defaultValue: t('errors.internal') });
}
