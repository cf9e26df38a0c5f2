export const locales = ['en', 'ja'] as const;
export type Locale = (typeof locales)[number];
export const fallbackLocale: Locale = 'en';

export function toLocale(value: string | null | undefined): Locale {
  const base = value?.toLowerCase().split('-')[0];
  return (locales as readonly string[]).includes(base ?? '') ? (base as Locale) : fallbackLocale;
}
