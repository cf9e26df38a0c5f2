import { englishStreetSuffixes, prefectures } from '../assets/prefectures.js';

export interface AddressMatch {
  /** prefecture → municipality → block: which parts were found. */
  prefecture: boolean;
  municipality: boolean;
  /** A block or house number (丁目, 番地, 1-2-3, a street number): the part that pins one dwelling. */
  block: boolean;
  postalCode: boolean;
}

const prefecturePattern = prefectures.join('|');
const municipalityPattern = String.raw`(?:[^\s\d,、()（）]{1,6}?郡)?[^\s\d,、()（）]{1,7}?[市区町村](?:[^\s\d,、()（）]{1,5}?区)?`;
const kanjiNumber = '[一二三四五六七八九十]+';
const blockPattern = String.raw`(?:\d+|${kanjiNumber})\s*丁目|\d+\s*番地?|\d+\s*号|\d+(?:\s*[-－ー‐の]\s*\d+){1,3}|字[^\s\d]{1,6}\d+`;
const postalPattern = String.raw`(?:〒\s*)?\d{3}-?\d{4}`;

const japaneseAddress = new RegExp(
  String.raw`^(?:(${postalPattern})\s*)?(${prefecturePattern})?\s*(${municipalityPattern})?\s*(?:[^\s\d,、]{0,12}?\s*(${blockPattern}))?`,
);
const japaneseAddressInText = new RegExp(
  String.raw`(?:${postalPattern}\s*)?(?:${prefecturePattern})\s*${municipalityPattern}[^\s\d,、。]{0,12}?(?:${blockPattern})(?:[^\s,、。]{0,20})|${municipalityPattern}[^\s\d,、。]{0,12}?(?:\d+\s*丁目\s*)?\d+\s*番地?\s*\d*\s*号?`,
  'g',
);

const streetSuffix = englishStreetSuffixes.join('|');
/**
 * A numbered street's name (West 127 Street, 5th Avenue). A house number needs a street name
 * after it: 82 Street alone is a street, not an address. Queens numbers its houses 3-04.
 */
const numberedStreet = String.raw`\d{1,4}(?:st|nd|rd|th)?`;
const englishStreet = new RegExp(
  String.raw`^(?:\d{1,6}(?:-\d{1,4})?[A-Z]?\s+(?:[NSEW]\.?\s+)?(?:(?:[A-Z][A-Za-z'.-]*|${numberedStreet})\s+){1,3}(?:${streetSuffix})\.?\b|(?:P\.?O\.?\s+Box|Apt\.?|Suite|Flat|Unit|Apartment|Room)\s+\d+[A-Z]?\b)`,
  'i',
);
/** In running text a street type is capitalised (Street, STREET): "2 dogs and walk" is no address. */
const capitalisedStreetSuffix = englishStreetSuffixes
  .flatMap((suffix) => [suffix[0]!.toUpperCase() + suffix.slice(1), suffix.toUpperCase()])
  .join('|');
const englishStreetInText = new RegExp(
  String.raw`\b\d{1,6}\s+(?:(?:[A-Z][A-Za-z'.-]*|\d{1,4}(?:st|nd|rd|th))\s+){1,3}(?:${capitalisedStreetSuffix})\b\.?(?:,?\s+(?:Apt\.?|Suite|Unit|#)\s*\d+)?(?:,\s*[A-Z][A-Za-z .]+){0,2}(?:,?\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?)?`,
  'g',
);

/** A UK postcode (SW1A 1AA, M1 1AE), alone or at the end of an address. */
const ukPostcode = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/;
/** A street without a house number (Maple Street, Oak Ave): where an incident or a caller is. */
const streetOnly =
  /^(?:[A-Z][A-Za-z'.-]*\s+){1,3}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Place|Pl|Terrace|Crescent|Close)\.?$/;

/** Structure of a whole value read as an address; undefined when it has no address part. */
// "368 Odie Forge, Uptonboro, IA 10622": number, street, city, state and ZIP, whatever the street type.
const usMailingAddress =
  /^\d{1,6}[A-Z]?\s+[A-Za-z0-9 .'#-]+,(?:\s*(?:Apt|Suite|Unit)\.?\s*[\w-]+,)?\s*[A-Za-z .'-]+,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?$/;

/**
 * An electoral district (東京都3区, 岡山県 3区, 北海道第4区, 比例区, 小選挙区): an aggregate of voters,
 * the place of no one.
 */
const electoralDistrict =
  /^(?:(?:北海道|東京都|京都府|大阪府|\S{2,3}県)\s*第?\s*\d+\s*区|(?:小|中|大)?選挙区|比例(?:代表)?区?|\S{2,4}ブロック)$/u;

export function matchAddress(value: string): AddressMatch | undefined {
  if (value.length < 3 || value.length > 200) return undefined;
  if (electoralDistrict.test(value)) return undefined;
  if (usMailingAddress.test(value))
    return { prefecture: true, municipality: true, block: true, postalCode: true };
  const english = englishStreet.exec(value);
  const ukPostal = ukPostcode.test(value);
  if (english) {
    return {
      prefecture: false,
      municipality: /,\s*[A-Z]/.test(value),
      block: /^\d|^(?:Flat|Unit|Apartment|Room|Apt|Suite)\b/i.test(value),
      postalCode: /\b\d{5}(?:-\d{4})?\b/.test(value) || ukPostal,
    };
  }
  if (ukPostal) {
    const withStreet = /\d+[A-Z]?\s+[A-Z][a-z]/.test(value);
    return { prefecture: false, municipality: withStreet, block: withStreet, postalCode: true };
  }
  if (streetOnly.test(value))
    return { prefecture: false, municipality: false, block: false, postalCode: false };
  const match = japaneseAddress.exec(value);
  if (!match) return undefined;
  const [, postal, prefecture, municipality, block] = match;
  if (!prefecture && !municipality) return undefined;
  return {
    prefecture: Boolean(prefecture),
    municipality: Boolean(municipality),
    block: Boolean(block),
    postalCode: Boolean(postal),
  };
}

export function findAddresses(text: string): string[] {
  return [...(text.match(japaneseAddressInText) ?? []), ...(text.match(englishStreetInText) ?? [])];
}
