/**
 * Values are compared after NFKC, which folds full-width digits, letters and symbols (０９０－
 * １２３４, ＠) into ASCII: Japanese files mix both widths freely.
 */
export function normalizeValue(value: string): string {
  return value.normalize('NFKC').trim();
}

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}
