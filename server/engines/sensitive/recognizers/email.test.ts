import { describe, expect, it } from 'vitest';
import { findEmails, matchEmail } from './email.js';

describe('e-mail addresses', () => {
  it('matches whole values, with or without mailto:', () => {
    expect(matchEmail('taro.yamada@example.co.jp')).toBe('taro.yamada@example.co.jp');
    expect(matchEmail('mailto:info@city.example.lg.jp')).toBe('info@city.example.lg.jp');
  });

  it('rejects look-alikes: no TLD, package versions, spaces', () => {
    expect(matchEmail('user@localhost')).toBeUndefined();
    expect(matchEmail('pkg@1.2.3')).toBeUndefined();
    expect(matchEmail('a b@example.com')).toBeUndefined();
  });

  it('finds addresses inside text', () => {
    expect(findEmails('連絡はhanako@example.jpまたは info@example.org へ')).toEqual([
      'hanako@example.jp',
      'info@example.org',
    ]);
  });
});
