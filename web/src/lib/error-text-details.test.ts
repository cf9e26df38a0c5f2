import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import enErrors from '@web/i18n/en/errors.json';
import { englishAndJapanese } from '@web/i18n/english-and-japanese';
import jaErrors from '@web/i18n/ja/errors.json';
import { AuthError } from './auth-client';
import { errorText, meansNotFound } from './error-text';
import { FunctionsError } from './functions-client';

let en: TFunction<'errors'>;
let ja: TFunction<'errors'>;

beforeAll(async () => {
  ({ en, ja } = await englishAndJapanese('errors'));
});

describe('error texts filled in from the details', () => {
  it('names the line of a broken file', () => {
    const error = new FunctionsError('invalid-argument', 'bad csv', {
      reason: 'csv.malformed',
      line: 42,
    });
    expect(errorText(en, error)).toBe(
      'The file stops being valid CSV at line 42 (a quotation mark may be unclosed).',
    );
    expect(errorText(ja, error)).toBe(
      '42 行目以降がCSVとして正しくありません（引用符が閉じられていない可能性があります）。',
    );
  });

  it('lists the missing columns separated by commas', () => {
    const error = new FunctionsError('invalid-argument', 'missing', {
      reason: 'csv.missingColumns',
      columns: ['title', 'notes'],
    });
    expect(errorText(en, error)).toBe(
      'The file lacks these columns: title, notes. Start from an exported file.',
    );
    expect(errorText(ja, error)).toBe(
      '次の列がありません：title, notes。エクスポートしたファイルをもとに作成してください。',
    );
  });

  it('uses the code when there are details but no reason, and the fallback for an unknown code', () => {
    const withoutReason = new FunctionsError('permission-denied', 'no', { line: 3 });
    expect(errorText(en, withoutReason)).toBe(enErrors.code['permission-denied']);
    const unknownCode = new FunctionsError('brand-new' as never, 'x');
    expect(errorText(ja, unknownCode)).toBe(jaErrors.fallback);
  });

  it('never shows the server message, whatever the error', () => {
    for (const error of [
      new FunctionsError('internal', 'SELECT * FROM secrets failed'),
      new AuthError(400, 'UNKNOWN', 'SELECT * FROM secrets failed'),
      new Error('SELECT * FROM secrets failed'),
      'SELECT * FROM secrets failed',
    ]) {
      expect(errorText(en, error)).not.toContain('secrets');
    }
  });
});

describe('which failed reads show the not-found page', () => {
  it('a missing record and a malformed id in the address do; other failures do not', () => {
    expect(meansNotFound(new FunctionsError('not-found', 'x'))).toBe(true);
    expect(meansNotFound(new FunctionsError('invalid-argument', 'x'))).toBe(true);
    expect(meansNotFound(new FunctionsError('permission-denied', 'x'))).toBe(false);
    expect(meansNotFound(new FunctionsError('unavailable', 'x'))).toBe(false);
    expect(meansNotFound(new Error('not-found'))).toBe(false);
  });
});
