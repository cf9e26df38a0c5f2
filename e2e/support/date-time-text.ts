import type { Locale } from '#contract/locales.js';

/**
 * A date and time as the app writes it for `locale` (web/src/lib/format.ts): 24 Nov 2026, 13:01 ·
 * 2026/11/24 13:01. The browser and this process share the machine's time zone.
 */
export function dateTimeText(locale: Locale, value: Date | string): string {
  return new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(typeof value === 'string' ? new Date(value) : value);
}
