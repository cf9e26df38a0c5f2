import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locales } from '#contract/locales.js';
import { qualityRuleIds } from '#contract/quality-rules.js';
import { problemTexts } from './export-texts.js';

describe('the problems export’s rule texts', () => {
  it.each(locales)('say in %s what the screen says', (locale) => {
    const screen = JSON.parse(
      readFileSync(
        new URL(`../../../web/src/i18n/${locale}/quality.json`, import.meta.url),
        'utf8',
      ),
    ) as { rules: Record<string, { title: string }> };
    for (const rule of qualityRuleIds)
      expect(problemTexts[locale].rules[rule], rule).toBe(screen.rules[rule]?.title);
  });
});
