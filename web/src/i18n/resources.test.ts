import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '@contract/errors';

const i18nDir = path.dirname(fileURLToPath(import.meta.url));

function namespacesOf(locale: string): string[] {
  return readdirSync(path.join(i18nDir, locale))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

function textsOf(locale: string, namespace: string): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'string') texts.set(prefix, value);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value))
        walk(child, prefix ? `${prefix}.${key}` : key);
    } else throw new Error(`${locale}/${namespace}.json: ${prefix} is neither text nor a group`);
  };
  walk(JSON.parse(readFileSync(path.join(i18nDir, locale, `${namespace}.json`), 'utf8')), '');
  return texts;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('en and ja texts', () => {
  it('have the same namespaces', () => {
    expect(namespacesOf('ja')).toEqual(namespacesOf('en'));
  });

  it.each(namespacesOf('en'))(
    'namespace %s has the same keys and placeholders in both languages, none empty',
    (namespace) => {
      const en = textsOf('en', namespace);
      const ja = textsOf('ja', namespace);
      expect([...ja.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of en) {
        expect(text.trim(), `en ${namespace}:${key}`).not.toBe('');
        expect(ja.get(key)?.trim(), `ja ${namespace}:${key}`).not.toBe('');
        expect(placeholders(ja.get(key) ?? ''), `${namespace}:${key}`).toEqual(placeholders(text));
      }
    },
  );

  it('give a text for every error code', () => {
    const en = textsOf('en', 'errors');
    for (const code of errorCodes) expect(en.has(`code.${code}`), code).toBe(true);
  });
});
