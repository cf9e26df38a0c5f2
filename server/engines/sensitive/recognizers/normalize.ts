/**
 * Values are compared after NFKC, which folds full-width digits, letters and symbols (０９０－
 * １２３４, ＠) into ASCII: Japanese files mix both widths freely.
 */
export function normalizeValue(value: string): string {
  return value.normalize('NFKC').replace(digitDash, '-').trim();
}

/**
 * NFKC keeps the minus sign (U+2212), the dashes and the long-vowel mark that Japanese files put
 * between digits (０９０−１２３４−５６７８): between digits they are hyphens.
 */
const digitDash = /(?<=\d)\s?[\u2010-\u2015\u2212\u30fc\uff70]\s?(?=\d)/g;

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}
