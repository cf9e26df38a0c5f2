import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import enErrors from '@web/i18n/en/errors.json';
import { englishAndJapanese } from '@web/i18n/english-and-japanese';
import jaErrors from '@web/i18n/ja/errors.json';
import { AuthError } from './auth-client';
import { errorText } from './error-text';
import { FunctionsError } from './functions-client';

let en: TFunction<'errors'>;
let ja: TFunction<'errors'>;

beforeAll(async () => {
  ({ en, ja } = await englishAndJapanese('errors'));
});

describe('errorText', () => {
  it("prefers the server's reason, in the user's language", () => {
    const error = new FunctionsError('permission-denied', 'You may not do this', {
      reason: 'systemAdministratorOnly',
    });
    expect(errorText(en, error)).toBe(enErrors.reason.systemAdministratorOnly);
    expect(errorText(ja, error)).toBe('この操作はシステム管理者のみが行えます。');
  });

  it('falls back to the code when the reason has no text, never to the server message', () => {
    const error = new FunctionsError('not-found', 'Dataset abc not found', {
      reason: 'somethingNew',
    });
    expect(errorText(ja, error)).toBe(jaErrors.code['not-found']);
    expect(errorText(en, new FunctionsError('deadline-exceeded', 'deadline-exceeded'))).toBe(
      enErrors.code['deadline-exceeded'],
    );
  });

  it('names sign-in refusals by their better-auth code', () => {
    expect(
      errorText(ja, new AuthError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password')),
    ).toBe('メールアドレスまたはパスワードが正しくありません。');
    expect(errorText(en, new AuthError(500, 'SOMETHING_ELSE', 'x'))).toBe(enErrors.fallback);
  });

  it('says something sensible about anything else', () => {
    expect(errorText(ja, new TypeError('boom'))).toBe(jaErrors.fallback);
  });
});
