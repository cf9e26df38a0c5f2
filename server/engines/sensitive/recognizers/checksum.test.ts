import { describe, expect, it } from 'vitest';
import {
  findChecksummedNumbers,
  luhnValid,
  matchCardNumber,
  matchMyNumber,
  myNumberValid,
} from './checksum.js';

describe('payment card numbers (Luhn)', () => {
  it('accepts test card numbers of the common brands, grouped or not', () => {
    expect(matchCardNumber('4111 1111 1111 1111')).toEqual({
      digits: '4111111111111111',
      checksumPassed: true,
    });
    expect(matchCardNumber('5555-5555-5555-4444')?.checksumPassed).toBe(true);
    expect(matchCardNumber('3530111333300000')?.checksumPassed).toBe(true); // JCB
    expect(matchCardNumber('378282246310005')?.checksumPassed).toBe(true); // Amex
  });

  it('reports a failed check digit so a column of codes can be told from cards', () => {
    expect(matchCardNumber('4111 1111 1111 1112')?.checksumPassed).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });

  it('ignores numbers outside card issuer ranges and shapes', () => {
    expect(matchCardNumber('1234567812345670')).toBeUndefined();
    expect(matchCardNumber('4111')).toBeUndefined();
    expect(matchCardNumber('2024-01-02')).toBeUndefined();
  });
});

describe('My Number (個人番号) check digit', () => {
  it('accepts a number whose check digit holds, plain or grouped 4-4-4', () => {
    expect(myNumberValid('123456789018')).toBe(true);
    expect(matchMyNumber('1234 5678 9018')).toEqual({
      digits: '123456789018',
      checksumPassed: true,
    });
  });

  it('rejects a wrong check digit and other lengths', () => {
    expect(myNumberValid('123456789012')).toBe(false);
    expect(matchMyNumber('12345678901')).toBeUndefined();
    expect(matchMyNumber('1234567890123')).toBeUndefined();
  });

  it('finds only numbers whose check digit holds inside text', () => {
    const found = findChecksummedNumbers(
      'カード 4111-1111-1111-1111、個人番号 123456789018、管理番号 123456789012',
    );
    expect(found).toEqual([
      { subType: 'CREDIT_CARD_NUMBER', quote: '4111-1111-1111-1111' },
      { subType: 'JAPAN_INDIVIDUAL_NUMBER', quote: '123456789018' },
    ]);
  });

  it('reads no card or My Number in the digits of a web address', () => {
    // 4111111111111111 passes the Luhn check, as about one in ten long identifiers does.
    expect(findChecksummedNumbers('https://maps.example.com/?cid=4111111111111111')).toEqual([]);
    expect(findChecksummedNumbers('地図 www.example.jp/place/123456789018 を参照')).toEqual([]);
    expect(findChecksummedNumbers('カード 4111111111111111 https://example.com/a')).toEqual([
      { subType: 'CREDIT_CARD_NUMBER', quote: '4111111111111111' },
    ]);
  });
});
