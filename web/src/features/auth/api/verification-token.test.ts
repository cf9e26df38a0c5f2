import { describe, expect, it } from 'vitest';
import { emailOfVerificationToken } from './verification-token';

const base64Url = (value: string) => Buffer.from(value).toString('base64url');

describe('emailOfVerificationToken', () => {
  it('reads the address from the payload of a confirmation token', () => {
    const token = `${base64Url('{"alg":"HS256"}')}.${base64Url('{"email":"hanako.yamada@example.jp","iat":1}')}.signature`;
    expect(emailOfVerificationToken(token)).toBe('hanako.yamada@example.jp');
  });

  it.each(['', 'not-a-token', 'a.%%%.c', `a.${base64Url('{"sub":1}')}.c`])(
    'gives nothing for %j',
    (token) => {
      expect(emailOfVerificationToken(token)).toBeUndefined();
    },
  );
});
