import type { TFunction } from 'i18next';

/** A date and time in the reader's language, e.g. 2024/04/01 9:30 or Apr 1, 2024, 9:30 AM. */
export function formatDateTime(iso: string | null, locale: string): string | null {
  if (!iso) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

export function formatBytes(t: TFunction<'sensitive'>, bytes: number, locale: string): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024) return t('units.bytes', { value: number(bytes, 0) });
  if (bytes < 1024 * 1024) return t('units.kilobytes', { value: number(bytes / 1024, 1) });
  return t('units.megabytes', { value: number(bytes / (1024 * 1024), 1) });
}

export function formatDuration(t: TFunction<'sensitive'>, ms: number, locale: string): string {
  const value = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(ms / 1000);
  return t('units.seconds', { value });
}
