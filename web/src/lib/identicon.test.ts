import { describe, expect, it } from 'vitest';
import { avatarUrl, emailHash } from './avatar';
import { identiconOf } from './identicon';

describe('emailHash', () => {
  it('hashes the trimmed, lower-cased address with SHA-256', async () => {
    // echo -n "myemailaddress@example.com" | sha256sum
    const expected = '84059b07d4be67b806386c0aad8070a23f18836bbaae342275dc0a83414c32ee';
    expect(await emailHash('  MyEmailAddress@example.com ')).toBe(
      await emailHash('myemailaddress@example.com'),
    );
    expect(await emailHash('myemailaddress@example.com')).toBe(expected);
  });

  it('builds the avatar service URL with size and identicon default', () => {
    expect(avatarUrl('abc', 44)).toBe('https://www.gravatar.com/avatar/abc?s=44&d=identicon');
  });
});

describe('identiconOf', () => {
  it('draws the same picture for the same hash and a different one for another', async () => {
    const first = identiconOf(await emailHash('hanako@example.jp'));
    expect(identiconOf(await emailHash('hanako@example.jp'))).toEqual(first);
    expect(identiconOf(await emailHash('taro@example.jp'))).not.toEqual(first);
  });

  it('is a 5×5 grid mirrored left to right', async () => {
    const { rows } = identiconOf(await emailHash('hanako@example.jp'));
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row).toHaveLength(5);
      expect([...row].reverse()).toEqual(row);
    }
  });

  it('refuses a value that is not a long enough hex hash', () => {
    expect(() => identiconOf('not-a-hash')).toThrow();
  });
});
