import { currentLocale } from '../i18n/setup-i18n';

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A date and time as people of the locale write it (2026/11/21 10:30 · Nov 21, 2026, 10:30 AM). */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const locale = currentLocale();
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    dateTimeFormats.set(locale, format);
  }
  return format.format(typeof value === 'string' ? new Date(value) : value);
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
