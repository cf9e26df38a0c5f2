/** A plain half-width number: no thousands separators, units or full-width digits. */
const plainNumber = /^[-+]?(?:\d+|\d*\.\d+)$/;
const webAddress = /^https?:\/\/\S+$/i;

export function isPlainNumber(value: string): boolean {
  return plainNumber.test(value);
}

export function isWebAddress(value: string): boolean {
  return webAddress.test(value) && URL.canParse(value);
}
