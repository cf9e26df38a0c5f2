import iconv from 'iconv-lite';
import { englishPeople, japanesePeople, municipalities } from './people.js';

/** Table contents of the sample files, and their encodings. */

export type Table = (string | number)[][];

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toDelimited(table: Table, separator: ',' | '\t'): string {
  return (
    table
      .map((row) =>
        row.map((cell) => (separator === ',' ? csvCell(cell) : String(cell))).join(separator),
      )
      .join('\r\n') + '\r\n'
  );
}

export function encodeText(text: string, encoding: 'utf8' | 'utf8-bom' | 'cp932'): Buffer {
  if (encoding === 'cp932') return iconv.encode(text, 'cp932');
  const body = Buffer.from(text, 'utf8');
  return encoding === 'utf8-bom' ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body]) : body;
}

// ── personal data (the checks must find these) ────────────────────────────

/** 消防団員名簿: 氏名, フリガナ, 生年月日, 住所, 電話番号 — 20 members. */
export function fireBrigadeRoster(): Table {
  const people = japanesePeople(20, 101);
  return [
    ['分団', '氏名', 'フリガナ', '生年月日', '住所', '電話番号', '入団日'],
    ...people.map((p, i) => [
      `第${(i % 4) + 1}分団`,
      p.name,
      p.kana,
      p.birthDate,
      p.address,
      p.mobile,
      `20${String(10 + (i % 14)).padStart(2, '0')}/04/01`,
    ]),
  ];
}

/** 補助金交付先一覧: individuals (氏名, 住所) mixed with companies. */
export function subsidyRecipients(): Table {
  const people = japanesePeople(12, 202);
  const companies = [
    '株式会社みどり農園',
    '有限会社さくら製作所',
    '合同会社ふじ観光',
    '特定非営利活動法人こども食堂ネット',
  ];
  const rows: Table = [['交付先', '住所', '交付額（円）', '交付決定日', '事業名']];
  people.forEach((p, i) =>
    rows.push([
      p.name,
      p.address,
      50_000 + i * 12_500,
      `2024/0${(i % 9) + 1}/15`,
      '住宅用太陽光発電設備設置補助',
    ]),
  );
  companies.forEach((company, i) =>
    rows.push([
      company,
      `静岡県静岡市葵区紺屋町${i + 1}-${i + 3}`,
      300_000 + i * 50_000,
      '2024/06/30',
      '中小企業振興補助',
    ]),
  );
  return rows;
}

/** イベント参加者名簿: 氏名, フリガナ, メールアドレス, 電話番号, 年齢. */
export function eventParticipants(): Table {
  const people = japanesePeople(25, 303);
  return [
    ['受付番号', '氏名', 'フリガナ', 'メールアドレス', '電話番号', '年齢'],
    ...people.map((p, i) => [i + 1, p.name, p.kana, p.email, p.mobile, p.age]),
  ];
}

/** 介護サービス利用者: 氏名, 生年月日 (和暦), 住所, 個人番号 with valid check digits. */
export function careServiceUsers(): Table {
  const people = japanesePeople(15, 404);
  return [
    ['利用者番号', '氏名', '生年月日', '住所', '個人番号', '要介護度'],
    ...people.map((p, i) => [
      `K${String(i + 1).padStart(4, '0')}`,
      p.name,
      p.birthDateEra,
      p.address,
      p.myNumber,
      `要介護${(i % 5) + 1}`,
    ]),
  ];
}

/** Staff contacts as JSON records (names, e-mail, direct lines). */
export function staffContacts(): Record<string, string>[] {
  return japanesePeople(10, 505).map((p, i) => ({
    所属: ['防災課', '福祉課', '統計課', '観光課'][i % 4]!,
    氏名: p.name,
    メールアドレス: p.email,
    携帯電話: p.mobile,
  }));
}

/** Parking fines (English): names, addresses, card numbers passing Luhn, e-mail. */
export function parkingFines(): Table {
  const people = englishPeople(12, 606);
  return [
    ['Ticket', 'Name', 'Address', 'Email', 'Card number', 'Amount (USD)', 'Issued'],
    ...people.map((p, i) => [
      `PF-${2024_0100 + i}`,
      p.name,
      p.address,
      p.email,
      p.cardNumber,
      35 + (i % 4) * 15,
      `2024-0${(i % 9) + 1}-1${i % 10}`,
    ]),
  ];
}

/** Council meeting attendees (English): full name, e-mail, phone, date of birth. */
export function councilAttendees(): Table {
  const people = englishPeople(10, 707);
  return [
    ['Full name', 'Email', 'Phone', 'Date of birth', 'Representing'],
    ...people.map((p, i) => [
      p.name,
      p.email,
      p.phone,
      p.birthDate,
      ['Residents association', 'Chamber of commerce', 'Self'][i % 3]!,
    ]),
  ];
}

/** Shelter committee members, printed in a PDF report. */
export function shelterCommitteeLines(): string[] {
  const people = japanesePeople(8, 808);
  return [
    '# 避難所運営委員名簿（令和6年度）',
    'さくら県 危機管理部 防災課  公開日: 2024年4月1日',
    '',
    ...people.map(
      (p, i) =>
        `${i + 1}. 氏名: ${p.name}（${p.kana}）  住所: ${p.address}  電話: ${p.mobile}  生年月日: ${p.birthDate}`,
    ),
    '',
    '# Shelter committee (English summary)',
    ...englishPeople(4, 809).map(
      (p) => `Member: ${p.name}, ${p.address}, phone ${p.phone}, e-mail ${p.email}`,
    ),
  ];
}

// ── hard negatives (public facility data, statistics, dates) ──────────────

/** 避難所一覧: facility names, addresses, public phone numbers, capacity, coordinates. */
export function shelters(): Table {
  const names = [
    '中央小学校',
    '東中学校',
    '市民体育館',
    '西公民館',
    '北高等学校',
    '南コミュニティセンター',
    '旭小学校',
    '緑が丘中学校',
  ];
  return [
    ['施設名', '住所', '電話番号', '収容人数', '緯度', '経度', '指定日'],
    ...names.map((name, i) => {
      const [prefecture, city, town] = municipalities[i % 4]!;
      return [
        name,
        `${prefecture}${city}${town}${i + 1}-${i + 2}`,
        `054-2${String(21 + i).padStart(2, '0')}-${String(1000 + i * 37).slice(0, 4)}`,
        200 + i * 50,
        (34.97 + i * 0.01).toFixed(5),
        (138.38 + i * 0.01).toFixed(5),
        '2019/04/01',
      ];
    }),
  ];
}

/** AED設置場所: facility, location inside it, public phone, publication date. */
export function aedLocations(): Table {
  const facilities = [
    '市役所本庁舎',
    '中央図書館',
    '市民文化会館',
    '駅前交番',
    '総合運動公園',
    '保健センター',
  ];
  return [
    ['施設名', '所在地', '設置場所', '電話番号', '利用可能時間', '公開日'],
    ...facilities.map((facility, i) => [
      facility,
      `静岡県静岡市葵区追手町${i + 1}-${i + 5}`,
      ['1階ロビー', '入口横', '事務室前', '受付'][i % 4]!,
      `054-221-${1100 + i * 11}`,
      '8:30-17:15',
      '2024/04/01',
    ]),
  ];
}

/** 人口統計（市区町村別）: municipality names (some are also surnames) and counts. */
export function population(): Table {
  const places = [
    '静岡市',
    '浜松市',
    '沼津市',
    '熱海市',
    '三島市',
    '富士宮市',
    '伊東市',
    '島田市',
    '富士市',
    '磐田市',
    '焼津市',
    '掛川市',
    '藤枝市',
    '御殿場市',
    '袋井市',
    '長泉町',
    '小山町',
    '吉田町',
    '川根本町',
    '森町',
  ];
  return [
    ['市区町村名', '総人口', '男', '女', '世帯数', '基準日'],
    ...places.map((place, i) => {
      const total = 680_000 - i * 31_337;
      const men = Math.round(total * 0.49);
      return [place, total, men, total - men, Math.round(total / 2.3), '2024/10/01'];
    }),
  ];
}

/** Library branches (English): public addresses and phones. */
export function libraryBranches(): Table {
  return [
    ['Branch', 'Address', 'Phone', 'Opening hours', 'Opened'],
    [
      'Central Library',
      '100 Main Street, Riverside, CA 92501',
      '(951) 826-5201',
      '9:00-20:00',
      '1965-09-01',
    ],
    [
      'Eastside Branch',
      '4033 Chicago Avenue, Riverside, CA 92507',
      '(951) 826-2235',
      '10:00-18:00',
      '1978-03-15',
    ],
    [
      'Arlington Branch',
      '9556 Magnolia Avenue, Riverside, CA 92503',
      '(951) 826-2244',
      '10:00-18:00',
      '1909-06-01',
    ],
    [
      'La Sierra Branch',
      '4600 La Sierra Avenue, Riverside, CA 92505',
      '(951) 826-2461',
      '10:00-18:00',
      '2003-11-20',
    ],
  ];
}

/** Business licences (English): business names, addresses and phones, licence dates. */
export function businessLicences(): Table {
  const businesses = [
    'Riverside Bakery LLC',
    'Magnolia Auto Repair',
    'Orange Grove Dental Group',
    'Mission Inn Cafe',
    'Canyon Crest Hardware',
  ];
  return [
    ['Licence', 'Business name', 'Address', 'Phone', 'Issued', 'Expires'],
    ...businesses.map((business, i) => [
      `BL-${24000 + i}`,
      business,
      `${3000 + i * 120} University Avenue, Riverside, CA 92501`,
      `(951) 555-01${10 + i}`,
      '2024-01-15',
      '2025-01-14',
    ]),
  ];
}

/** A member list of `rows` invented people (氏名, メール, 電話, 住所): a large file to check. */
export function peopleList(rows: number): Table {
  return [
    ['会員番号', '氏名', 'フリガナ', 'メールアドレス', '電話番号', '住所'],
    ...japanesePeople(rows, 505).map((p, i) => [
      i + 1,
      p.name,
      p.kana,
      p.email,
      p.mobile,
      p.address,
    ]),
  ];
}

/** Small statistics tables for generated datasets. */
export function generatedTable(seed: number): Table {
  const places = ['静岡市', '浜松市', '沼津市', '富士市', '磐田市'];
  return [
    ['市区町村名', '年度', '件数', '前年比（%）'],
    ...places.map((place, i) => [
      place,
      2020 + (seed % 5),
      100 + ((seed * 37 + i * 11) % 900),
      (((seed + i) % 21) - 10) / 10,
    ]),
  ];
}
