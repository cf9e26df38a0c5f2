const thirteenDigits = /^\d{13}$/;

/**
 * A 法人番号: thirteen digits, the first a check digit over the other twelve:
 * 9 − (Σ digit × (1 for odd, 2 for even positions counted from the right)) mod 9.
 */
export function isCorporateNumber(value: string): boolean {
  if (!thirteenDigits.test(value)) return false;
  let sum = 0;
  for (let position = 1; position <= 12; position++)
    sum += Number(value[13 - position]) * (position % 2 === 1 ? 1 : 2);
  return 9 - (sum % 9) === Number(value[0]);
}
