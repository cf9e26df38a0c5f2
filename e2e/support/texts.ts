import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '#contract/locales.js';
import { projectRoot } from '#server/lib/project-root.js';

type Texts = { [key: string]: string | Texts };

/**
 * What the user reads, from the app's own en/ja resources: journeys find buttons and headings by
 * the same words a person sees, in either language.
 */
export function textsOf(
  locale: Locale,
  namespace: string,
): (key: string, values?: Record<string, string>) => string {
  const texts = JSON.parse(
    readFileSync(path.join(projectRoot, 'web/src/i18n', locale, `${namespace}.json`), 'utf8'),
  ) as Texts;
  return (key, values = {}) => {
    const text = key
      .split('.')
      .reduce<Texts | string | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        texts,
      );
    if (typeof text !== 'string') throw new Error(`No ${locale} text ${namespace}:${key}`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
  };
}
