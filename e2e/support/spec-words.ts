import type { Locale } from '#contract/locales.js';

/**
 * The English words the spec quotes, written out here letter for letter rather than read from the
 * locale files: a journey in English compares the page with these, so a change of wording in
 * `web/src/i18n/en` fails it. In Japanese the journeys read the locale files.
 */
export const specWords = {
  /** §1: the user menu. */
  menu: ['Workspaces', 'Settings', 'Logout'],
  /** §2: a fresh instance. */
  stillInPreparation: 'Still in preparation',
  /** §8: starting a check fails. */
  checkStartFailed: 'Could not sensitive information check for some reason',
  /** §8: the report cannot be loaded. */
  reportLoadFailed: 'Could not get sensitive diagnostic report for some reason',
} as const;

/** What a page must say: the spec's own words in English, the locale file's text in Japanese. */
export function spoken(locale: Locale, specEnglish: string, localized: string): string {
  return locale === 'en' ? specEnglish : localized;
}
