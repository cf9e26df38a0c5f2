const sixDigits = /^\d{6}$/;

/**
 * A 全国地方公共団体コード (JIS X 0402 with its check digit): six digits, the sixth being
 * (11 − (d1×6 + d2×5 + d3×4 + d4×3 + d5×2) mod 11) mod 10 — 131016 for 千代田区, 130001 for 東京都.
 * Five digits (the code without its check digit, or with its leading zero lost) do not conform.
 */
export function isLocalGovernmentCode(value: string): boolean {
  if (!sixDigits.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 5; index++) sum += Number(value[index]) * (6 - index);
  return (11 - (sum % 11)) % 10 === Number(value[5]);
}
