import { describe, expect, it } from 'vitest';
import { guardFormula, unguardFormula } from './formula-guard.js';

describe('formula guard', () => {
  it.each(['=SUM(A1:A9)', '+81 3', '-1', '@cmd', '\tTab', '\rCR'])(
    'exports %j so Excel shows it as text',
    (value) => {
      expect(guardFormula(value)).toBe(`'${value}`);
    },
  );

  it.each([
    '=HYPERLINK("http://evil")',
    "'=already quoted",
    "''+two",
    "'plain apostrophe",
    'plain',
    '',
    '区役所',
  ])('brings %j back unchanged on import', (value) => {
    expect(unguardFormula(guardFormula(value))).toBe(value);
  });

  it('leaves ordinary text alone', () => {
    expect(guardFormula('Population 2024')).toBe('Population 2024');
    expect(guardFormula("it's fine")).toBe("it's fine");
  });
});
