import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '#contract/locales.js';
import { guardFormula } from '#server/engines/csv/index.js';
import { projectRoot } from '#server/lib/project-root.js';
import { exportTexts } from './export-texts.js';

describe('the CSV export’s words', () => {
  it.each(locales)('say in %s what the screen says', (locale) => {
    const screen = JSON.parse(
      readFileSync(path.join(projectRoot, 'web/src/i18n', locale, 'links.json'), 'utf8'),
    ) as Record<string, Record<string, string>>;
    const texts = exportTexts[locale];
    expect(texts.columns).toEqual(screen.columns);
    expect(texts.reasons).toEqual(screen.reasons);
    expect(texts.awaitingConfirmation).toBe(screen.awaitingConfirmation);
    const { unchecked: _notExported, ...statuses } = screen.status!;
    expect(texts.status).toEqual(statuses);
  });
});

describe('guardFormula', () => {
  it('defuses what a spreadsheet would run, and leaves the rest alone', () => {
    for (const formula of ['=1+1', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(guardFormula(formula)).toBe(`'${formula}`);
    }
    for (const plain of ['https://example.org/a.csv', '避難所一覧', '', "'quoted", '1=1']) {
      expect(guardFormula(plain)).toBe(plain);
    }
  });
});
