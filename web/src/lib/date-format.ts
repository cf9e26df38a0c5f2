import type { Locale } from '../../../contract/locales';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date (or date and time) in the reader's language, e.g. 2025/01/08 or 8 Jan 2025. */
export function formatDate(iso: string, locale: Locale, withTime = false): string {
  const key = `${locale}:${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-GB', {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
    });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}
