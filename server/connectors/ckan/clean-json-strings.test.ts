import { describe, expect, it } from 'vitest';
import { cleanJsonStrings } from './clean-json-strings.js';

describe('cleanJsonStrings', () => {
  it('drops NULs and replaces lone surrogates in values and keys, deep inside', () => {
    const parsed: unknown = JSON.parse(
      '{"title":"a\\u0000b","tags":[{"name":"\\ud800x"}],"extras":{"k\\u0000ey":"\\udc00"},"n":1}',
    );
    expect(cleanJsonStrings(parsed)).toEqual({
      title: 'ab',
      tags: [{ name: '\uFFFDx' }],
      extras: { key: '\uFFFD' },
      n: 1,
    });
  });

  it('keeps paired surrogates (emoji) and leaves a "__proto__" key an own property', () => {
    const parsed = JSON.parse('{"__proto__\\u0000":{"polluted":true},"emoji":"😀"}') as object;
    const clean = cleanJsonStrings(parsed) as Record<string, unknown>;
    expect(clean.emoji).toBe('😀');
    expect(Object.hasOwn(clean, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
  });
});

describe('cleanJsonStrings on deep answers', () => {
  it('walks an answer nested 200,000 deep without overflowing the stack', () => {
    const depth = 200_000;
    const parsed: unknown = JSON.parse(`${'['.repeat(depth)}"a\\u0000"${']'.repeat(depth)}`);
    let inner = cleanJsonStrings(parsed);
    for (let level = 0; level < depth; level += 1) inner = (inner as unknown[])[0];
    expect(inner).toBe('a');
  });
});
