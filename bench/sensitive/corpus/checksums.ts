import type { Faker } from '@faker-js/faker';

/** Digits with a valid Luhn check digit appended. */
export function withLuhn(body: string): string {
  for (let check = 0; check <= 9; check++) {
    const candidate = body + check;
    let sum = 0;
    for (let index = 0; index < candidate.length; index++) {
      let digit = Number(candidate[candidate.length - 1 - index]);
      if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    if (sum % 10 === 0) return candidate;
  }
  throw new Error('unreachable');
}

export function myNumberCheckDigit(body: string): number {
  let sum = 0;
  for (let n = 1; n <= 11; n++) sum += Number(body[11 - n]) * (n <= 6 ? n + 1 : n - 5);
  const remainder = sum % 11;
  return remainder <= 1 ? 0 : 11 - remainder;
}

export function myNumber(faker: Faker): string {
  const body = faker.string.numeric({ length: 11, allowLeadingZeros: true });
  return body + myNumberCheckDigit(body);
}

export function cardNumber(faker: Faker): string {
  const brand = faker.helpers.arrayElement([
    { prefix: '4', length: 16 },
    { prefix: '5' + faker.number.int({ min: 1, max: 5 }), length: 16 },
    { prefix: '35' + faker.number.int({ min: 28, max: 89 }), length: 16 },
    { prefix: '37', length: 15 },
  ]);
  const digits = withLuhn(brand.prefix + faker.string.numeric({ length: brand.length - brand.prefix.length - 1, allowLeadingZeros: true }));
  if (digits.length === 15) return faker.datatype.boolean() ? `${digits.slice(0, 4)} ${digits.slice(4, 10)} ${digits.slice(10)}` : digits;
  const style = faker.number.int({ min: 0, max: 2 });
  return style === 0 ? digits : digits.replace(/(\d{4})(?=\d)/g, style === 1 ? '$1-' : '$1 ');
}

/** Japan's 13-digit corporate number: public, not personal (its check digit leads). */
export function corporateNumber(faker: Faker): string {
  const body = faker.string.numeric({ length: 12, allowLeadingZeros: false });
  let sum = 0;
  for (let index = 0; index < 12; index++) sum += Number(body[11 - index]) * (index % 2 === 0 ? 1 : 2);
  return String(9 - (sum % 9)) + body;
}
