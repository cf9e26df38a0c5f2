import { createInstance, type TFunction } from 'i18next';

const texts = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json', {
  eager: true,
});

/**
 * The English and the Japanese texts of one namespace, as the app renders them (React escapes, so
 * i18next does not): for a test that checks what each language reads.
 */
export async function englishAndJapanese<Namespace extends string>(
  namespace: Namespace,
): Promise<{ en: TFunction<Namespace>; ja: TFunction<Namespace> }> {
  const i18n = createInstance();
  const resourcesOf = (language: string) => ({
    [namespace]: texts[`./${language}/${namespace}.json`]?.default ?? {},
  });
  await i18n.init({
    resources: { en: resourcesOf('en'), ja: resourcesOf('ja') },
    lng: 'en',
    ns: [namespace],
    interpolation: { escapeValue: false },
  });
  return { en: i18n.getFixedT('en', namespace), ja: i18n.getFixedT('ja', namespace) };
}
