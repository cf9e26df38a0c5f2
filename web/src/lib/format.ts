import { currentLocale } from '@web/i18n/setup-i18n';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(withTime: boolean): Intl.DateTimeFormat {
  const locale = currentLocale();
  const key = `${locale}:${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-GB', {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
    });
    dateFormats.set(key, format);
  }
  return format;
}

/*
 * The one place dates and numbers are written for the reader's language: every page formats
 * through these, so Japanese reads 2026/11/24 13:01 and English 24 Nov 2026, 13:01 everywhere.
 */

/** A date as people of the locale write it (2026/11/24 · 24 Nov 2026). */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  return dateFormat(false).format(typeof value === 'string' ? new Date(value) : value);
}

/** A date and time to the minute (2026/11/24 13:01 · 24 Nov 2026, 13:01). */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  return dateFormat(true).format(typeof value === 'string' ? new Date(value) : value);
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat(currentLocale() === 'ja' ? 'ja-JP' : 'en-GB').format(value);
}

/** File sizes in the units a person reads (1.2 MB). */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}
