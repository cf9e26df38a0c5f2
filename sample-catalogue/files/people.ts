import { SeededRandom } from '../store/random.js';

/**
 * Invented people for the files that must hold personal data. Every value is fake but of the
 * right form: My Numbers carry a valid check digit, card numbers pass Luhn, phone numbers
 * follow Japanese numbering, addresses name real prefectures and municipalities (so address
 * recognizers can work) with invented block numbers.
 */

const surnames = [
  ['佐藤', 'サトウ'],
  ['鈴木', 'スズキ'],
  ['高橋', 'タカハシ'],
  ['田中', 'タナカ'],
  ['伊藤', 'イトウ'],
  ['渡辺', 'ワタナベ'],
  ['山本', 'ヤマモト'],
  ['中村', 'ナカムラ'],
  ['小林', 'コバヤシ'],
  ['加藤', 'カトウ'],
  ['吉田', 'ヨシダ'],
  ['山田', 'ヤマダ'],
  ['佐々木', 'ササキ'],
  ['松本', 'マツモト'],
  ['井上', 'イノウエ'],
  ['木村', 'キムラ'],
  ['清水', 'シミズ'],
  ['長野', 'ナガノ'],
] as const;
const givenNames = [
  ['太郎', 'タロウ'],
  ['花子', 'ハナコ'],
  ['健一', 'ケンイチ'],
  ['美咲', 'ミサキ'],
  ['翔太', 'ショウタ'],
  ['陽子', 'ヨウコ'],
  ['大輔', 'ダイスケ'],
  ['由美', 'ユミ'],
  ['誠', 'マコト'],
  ['恵', 'メグミ'],
  ['直樹', 'ナオキ'],
  ['さくら', 'サクラ'],
] as const;
const romanSurnames = [
  'sato',
  'suzuki',
  'takahashi',
  'tanaka',
  'ito',
  'watanabe',
  'yamamoto',
  'nakamura',
  'kobayashi',
  'kato',
  'yoshida',
  'yamada',
  'sasaki',
  'matsumoto',
  'inoue',
  'kimura',
  'shimizu',
  'nagano',
];
const romanGiven = [
  'taro',
  'hanako',
  'kenichi',
  'misaki',
  'shota',
  'yoko',
  'daisuke',
  'yumi',
  'makoto',
  'megumi',
  'naoki',
  'sakura',
];
export const municipalities = [
  ['静岡県', '静岡市葵区', '追手町'],
  ['静岡県', '浜松市中央区', '元城町'],
  ['静岡県', '沼津市', '御幸町'],
  ['静岡県', '富士市', '永田町'],
  ['静岡県', '磐田市', '国府台'],
  ['静岡県', '焼津市', '本町'],
  ['静岡県', '掛川市', '長谷'],
  ['静岡県', '藤枝市', '岡出山'],
  ['静岡県', '三島市', '北田町'],
  ['静岡県', '島田市', '中央町'],
  ['神奈川県', '横浜市中区', '本町'],
  ['愛知県', '名古屋市中区', '三の丸'],
] as const;
const eras = [
  { name: '昭和', start: 1926 },
  { name: '平成', start: 1989 },
] as const;
const englishNames = [
  'James Smith',
  'Mary Johnson',
  'Robert Williams',
  'Patricia Brown',
  'Michael Jones',
  'Linda Garcia',
  'David Miller',
  'Elizabeth Davis',
  'William Wilson',
  'Jennifer Moore',
  'Thomas Taylor',
  'Susan Anderson',
];
const englishStreets = [
  'Baker Street',
  'Maple Avenue',
  'Oak Lane',
  'Riverside Drive',
  'Church Road',
  'High Street',
  'Park Avenue',
];
const englishTowns = [
  ['Springfield, IL', '62701'],
  ['Portland, OR', '97205'],
  ['Austin, TX', '78701'],
  ['Riverside, CA', '92501'],
  ['Madison, WI', '53703'],
] as const;

/** My Number (個人番号) check digit: weights 2–7 then 2–6 from the right, mod 11. */
export function myNumberCheckDigit(first11: string): number {
  let sum = 0;
  for (let n = 1; n <= 11; n += 1) {
    const digit = Number(first11[11 - n]);
    const weight = n <= 6 ? n + 1 : n - 5;
    sum += digit * weight;
  }
  const remainder = sum % 11;
  return remainder <= 1 ? 0 : 11 - remainder;
}

export function luhnValid(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export interface JapanesePerson {
  name: string;
  kana: string;
  email: string;
  mobile: string;
  birthDate: string;
  /** The same date in the Japanese era form (昭和53年5月23日). */
  birthDateEra: string;
  address: string;
  postalCode: string;
  myNumber: string;
  age: number;
}

export interface EnglishPerson {
  name: string;
  email: string;
  phone: string;
  address: string;
  birthDate: string;
  cardNumber: string;
}

export function japanesePeople(count: number, seed: number): JapanesePerson[] {
  const random = new SeededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const surname = random.int(0, surnames.length - 1);
    const given = random.int(0, givenNames.length - 1);
    const [prefecture, city, town] = random.pick(municipalities);
    const year = random.int(1940, 2004);
    const month = random.int(1, 12);
    const day = random.int(1, 28);
    const era = year >= 1989 ? eras[1] : eras[0];
    const first11 = Array.from({ length: 11 }, () => random.int(0, 9)).join('');
    return {
      name: `${surnames[surname]![0]} ${givenNames[given]![0]}`,
      kana: `${surnames[surname]![1]} ${givenNames[given]![1]}`,
      email: `${romanGiven[given]}.${romanSurnames[surname]}${index + 1}@example.jp`,
      mobile: `0${random.pick(['90', '80', '70'])}-${random.int(1000, 9999)}-${random.int(1000, 9999)}`,
      birthDate: `${year}/${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}`,
      birthDateEra: `${era.name}${year - era.start + 1 === 1 ? '元' : year - era.start + 1}年${month}月${day}日`,
      address: `${prefecture}${city}${town}${random.int(1, 5)}丁目${random.int(1, 30)}-${random.int(1, 20)}`,
      postalCode: `${random.int(400, 499)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
      myNumber: `${first11}${myNumberCheckDigit(first11)}`,
      age: 2025 - year,
    };
  });
}

function luhnNumber(random: SeededRandom, prefix: string, length: number): string {
  const body =
    prefix + Array.from({ length: length - prefix.length - 1 }, () => random.int(0, 9)).join('');
  for (let check = 0; check <= 9; check += 1) if (luhnValid(body + check)) return body + check;
  throw new Error('unreachable');
}

export function englishPeople(count: number, seed: number): EnglishPerson[] {
  const random = new SeededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const name = englishNames[index % englishNames.length]!;
    const [town, zip] = random.pick(englishTowns);
    const card = luhnNumber(random, random.pick(['4', '51', '55']), 16);
    return {
      name,
      email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
      phone: `(${random.int(201, 989)}) 555-${String(random.int(100, 199)).padStart(4, '0')}`,
      address: `${random.int(10, 9800)} ${random.pick(englishStreets)}, ${town} ${zip}`,
      birthDate: `${random.int(1950, 2000)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      cardNumber: card.replace(/(\d{4})(?=\d)/g, '$1 '),
    };
  });
}
