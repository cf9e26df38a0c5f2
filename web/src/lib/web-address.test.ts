import { describe, expect, it } from 'vitest';
import { webAddressOf } from './web-address';

describe('webAddressOf', () => {
  it.each(['https://data.example.jp/file.csv', 'http://example.org/a?b=c#d'])(
    'keeps the web address %s',
    (url) => {
      expect(webAddressOf(url)).toBe(url);
    },
  );

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/',
    'not a url',
    '',
    null,
  ])('refuses %s', (url) => {
    expect(webAddressOf(url)).toBeUndefined();
  });
});
