import type { Faker } from '@faker-js/faker';

/** Kana readings drawn independently of the kanji (a reading never reveals which kanji). */
const surnameReadings = ['ヤマダ', 'サトウ', 'スズキ', 'タカハシ', 'タナカ', 'ワタナベ', 'イトウ', 'ナカムラ', 'コバヤシ', 'カトウ', 'ヨシダ', 'ヤマモト', 'マツモト', 'イノウエ', 'キムラ', 'ハヤシ', 'シミズ', 'ヤマザキ', 'モリ', 'アベ', 'イケダ', 'ハシモト', 'イシカワ', 'オガワ', 'フジタ', 'オカダ', 'ゴトウ', 'ハセガワ', 'ムラカミ', 'コンドウ'];
const givenReadings = ['タロウ', 'ハナコ', 'ケンタ', 'ユイ', 'ショウタ', 'サクラ', 'ヒロシ', 'ミサキ', 'ダイスケ', 'アヤ', 'ユウキ', 'ナオコ', 'タクヤ', 'メグミ', 'カズヤ', 'リナ', 'ソウタ', 'ヨウコ', 'マコト', 'アカリ'];
export const stationsThatAreSurnames = ['大塚', '上野', '品川', '目黒', '中野', '神田', '大崎', '田町', '高田馬場', '日暮里', '巣鴨', '駒込', '田端', '新橋', '有楽町', '浜松町', '五反田', '代々木', '原宿', '渋谷', '池袋', '大久保', '荻窪', '吉祥寺', '三鷹', '国分寺', '立川', '八王子', '町田', '川口', '浦和', '大宮', '松戸', '柏', '船橋', '藤沢', '平塚', '小田原', '熊谷', '高崎', '前橋', '宇都宮', '水戸', '土浦', '木更津'];
export const municipalitiesThatAreSurnames = ['長野市', '岡山市', '福島市', '松本市', '小松市', '桜井市', '藤沢市', '石川町', '吉川市', '高山市', '大野市', '森町', '原村', '小山市', '菊池市', '佐野市', '足立区', '大田区', '中野区', '杉並区', '北区', '西東京市', '安中市', '坂井市', '田村市', '上田市', '村上市', '新庄市', '中村区', '柏市'];
const lines = ['JR山手線', '東京メトロ丸ノ内線', '京王線', '小田急線', '東急東横線', '西武池袋線', '都営大江戸線', 'JR中央線'];
const facilityKinds = ['保育園', '児童館', '図書館', '公民館', 'スポーツセンター', '市民プール', '老人福祉センター', '子育て支援センター', '地区センター', '公園'];
const areaCodes = ['03', '06', '045', '011', '052', '092', '022', '082', '075', '078', '048', '043', '0466', '0422', '042', '0267', '0263', '0857'];

export function jaFullName(faker: Faker): string {
  const last = faker.person.lastName();
  const first = faker.person.firstName();
  return faker.number.int(9) < 7 ? `${last} ${first}` : `${last}${first}`;
}

export function jaReading(faker: Faker): string {
  return `${faker.helpers.arrayElement(surnameReadings)} ${faker.helpers.arrayElement(givenReadings)}`;
}

export function jaMobile(faker: Faker): string {
  // Mobile numbers are allocated from 0X0-1xxx up; 0X0-0xxx does not exist.
  return `${faker.helpers.arrayElement(['090', '080', '070'])}-${faker.number.int({ min: 1, max: 9 })}${faker.string.numeric(3)}-${faker.string.numeric(4)}`;
}

export function jaLandline(faker: Faker): string {
  const area = faker.helpers.arrayElement(areaCodes);
  const localLength = 10 - area.length;
  const exchangeLength = localLength - 4;
  return `${area}-${faker.number.int({ min: 2, max: 9 })}${faker.string.numeric(exchangeLength - 1)}-${faker.string.numeric(4)}`;
}

const eraOf = (year: number) => (year >= 2019 ? { name: '令和', letter: 'R', base: 2018 } : year >= 1989 ? { name: '平成', letter: 'H', base: 1988 } : { name: '昭和', letter: 'S', base: 1925 });

export function jaDate(faker: Faker, from: number, to: number, style?: number): string {
  const date = faker.date.between({ from: `${from}-01-01`, to: `${to}-12-28` });
  const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  const era = eraOf(y);
  const pad = (value: number) => String(value).padStart(2, '0');
  switch (style ?? faker.number.int(4)) {
    case 0:
      return `${y}-${pad(m)}-${pad(d)}`;
    case 1:
      return `${y}/${m}/${d}`;
    case 2:
      return `${era.name}${y - era.base === 1 ? '元' : y - era.base}年${m}月${d}日`;
    case 3:
      return `${era.letter}${y - era.base}.${m}.${d}`;
    default:
      return `${y}年${m}月${d}日`;
  }
}

export function jaAddress(faker: Faker, withPostal = false): string {
  const town = faker.helpers.arrayElement(['本町', '中央', '緑町', '栄町', '旭町', '幸町', '東町', '南町', '桜台', '若葉']);
  const block = faker.helpers.arrayElement([
    `${faker.number.int({ min: 1, max: 9 })}丁目${faker.number.int({ min: 1, max: 30 })}番${faker.number.int({ min: 1, max: 20 })}号`,
    `${faker.number.int({ min: 1, max: 9 })}-${faker.number.int({ min: 1, max: 30 })}-${faker.number.int({ min: 1, max: 20 })}`,
    `${faker.number.int({ min: 1, max: 2000 })}番地`,
  ]);
  const address = `${faker.location.state()}${faker.location.city()}${town}${block}`;
  return withPostal ? `〒${faker.location.zipCode()} ${address}` : address;
}

export function jaFacilityName(faker: Faker): string {
  const place = faker.helpers.arrayElement([faker.person.lastName(), faker.helpers.arrayElement(stationsThatAreSurnames), faker.location.city().replace(/[市区町村]$/, '')]);
  return `${place}${faker.helpers.arrayElement(['', '市立', '第一', '中央'])}${faker.helpers.arrayElement(facilityKinds)}`;
}

export function jaCompanyName(faker: Faker): string {
  return faker.datatype.boolean() ? faker.company.name() : `${faker.person.lastName()}${faker.helpers.arrayElement(['商店', '建設', '工務店', '製作所', '酒店', '医院', '歯科医院', '不動産'])}`;
}

export function jaStation(faker: Faker): string {
  return faker.helpers.arrayElement(stationsThatAreSurnames);
}

export function jaLine(faker: Faker): string {
  return faker.helpers.arrayElement(lines);
}

export function jaMunicipality(faker: Faker): string {
  return faker.datatype.boolean() ? faker.helpers.arrayElement(municipalitiesThatAreSurnames) : faker.location.city();
}

export const nationalities = ['日本', '中国', 'ベトナム', '韓国', 'フィリピン', 'ブラジル', 'ネパール', 'インドネシア', '米国', 'タイ', 'ミャンマー', '台湾', 'ペルー'];
