import i18n, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { fallbackLocale, locales, toLocale, type Locale } from '@contract/locales';

/** The locale choice is kept in localStorage under this key. */
export const localeStorageKey = 'locale';

/** The namespaces the shell needs before anything renders; pages load theirs on demand. */
const shellNamespaces = ['common', 'errors'];

// Every `<locale>/<namespace>.json` becomes its own chunk: a feature adds a file, nothing else.
const resourceLoaders = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json');

const bundledResources: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = resourceLoaders[`./${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No ${language} texts for namespace ${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export async function setupI18n(): Promise<typeof i18n> {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = toLocale(language);
  });
  await i18n
    .use(bundledResources)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...locales],
      fallbackLng: fallbackLocale,
      load: 'languageOnly',
      ns: shellNamespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes.
      detection: {
        // A stored choice first, else the browser's language.
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: localeStorageKey,
        convertDetectedLanguage: (language: string) => language.split('-')[0] ?? language,
        // Only an explicit choice is stored, so a visitor follows their browser until they pick one.
        caches: [],
      },
      react: { useSuspense: true },
    });
  return i18n;
}

export function currentLocale(): Locale {
  return toLocale(i18n.resolvedLanguage ?? i18n.language);
}

/** An explicit choice: switch the texts and remember it in this browser. */
export async function chooseLocale(locale: Locale): Promise<void> {
  localStorage.setItem(localeStorageKey, locale);
  await i18n.changeLanguage(locale);
}
