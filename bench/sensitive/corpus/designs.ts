import type { Faker } from '@faker-js/faker';
import { cardNumber, corporateNumber, myNumber } from './checksums.js';
import { enAddress, enDate, enPhone, ethnicities, countries, nationalitiesEn } from './values-en.js';
import {
  jaAddress, jaCompanyName, jaDate, jaFacilityName, jaFullName, jaLandline, jaLine, jaMobile, jaMunicipality, jaReading, jaStation, nationalities,
} from './values-ja.js';

/** A label is a detected type or an OTHER sub-type (CREDIT_CARD_NUMBER, JAPAN_INDIVIDUAL_NUMBER). */
export type Label = string;

export interface ColumnSpec {
  header: string;
  /** Labels of every non-empty value of the column (personal data of that type), unless value() says. */
  labels?: Label[];
  value(faker: Faker, row: number): string | { value: string; labels: Label[] };
}

export interface Design {
  id: string;
  language: 'ja' | 'en';
  /** Held-out designs are never looked at while tuning; their figures are reported apart. */
  heldOut: boolean;
  /** csv: UTF-8; sjis: Shift_JIS CSV; headerless: CSV without a header row; json: array of records. */
  format: 'csv' | 'sjis' | 'headerless' | 'json';
  title?: string;
  rows: number;
  columns: ColumnSpec[];
}

const sometimes = (faker: Faker, share: number) => faker.number.float() < share;
const personalEmail = (faker: Faker) => faker.internet.email().toLowerCase();
const officeEmail = (faker: Faker) => `${faker.helpers.arrayElement(['info', 'contact', 'office', 'kodomo', 'soumu'])}@${faker.internet.domainWord()}.lg.jp`;
const price = (faker: Faker) => faker.number.int({ min: 100, max: 99_000 }).toLocaleString('en-US');
const latitude = (faker: Faker) => faker.location.latitude({ min: 33, max: 43, precision: 6 }).toFixed(6);
const longitude = (faker: Faker) => faker.location.longitude({ min: 130, max: 145, precision: 6 }).toFixed(6);
const code12 = (faker: Faker) => faker.string.numeric({ length: 12, allowLeadingZeros: true });

/** Tables whose designs the detector is tuned on. */
export const tunedDesigns: Design[] = [
  {
    id: 'ja-members', language: 'ja', heldOut: false, format: 'csv', rows: 150,
    columns: [
      { header: '会員番号', value: (f) => `M${f.string.numeric(6)}` },
      { header: '氏名', labels: ['PERSON_NAME'], value: jaFullName },
      { header: 'フリガナ', labels: ['PERSON_NAME'], value: jaReading },
      { header: '性別', value: (f) => f.helpers.arrayElement(['男', '女']) },
      { header: '生年月日', labels: ['DATE'], value: (f) => jaDate(f, 1940, 2012) },
      { header: '住所', labels: ['LOCATION'], value: (f) => jaAddress(f, sometimes(f, 0.3)) },
      { header: '電話番号', labels: ['PHONE_NUMBER'], value: (f) => (sometimes(f, 0.6) ? jaMobile(f) : jaLandline(f)) },
      { header: 'メールアドレス', labels: ['EMAIL_ADDRESS'], value: personalEmail },
      { header: '入会日', labels: ['DATE'], value: (f) => jaDate(f, 2019, 2024, 0) },
    ],
  },
  {
    id: 'ja-facilities', language: 'ja', heldOut: false, format: 'csv', title: '令和6年度 市内施設一覧', rows: 120,
    columns: [
      { header: '施設名', value: jaFacilityName },
      { header: '所在地', value: (f) => jaAddress(f) },
      { header: '電話番号', value: jaLandline },
      { header: 'FAX', value: jaLandline },
      // An office's mailbox (info@, soumu@…lg.jp) is an organisation's contact point, not personal.
      { header: 'メール', value: officeEmail },
      { header: '担当者', labels: ['PERSON_NAME'], value: jaFullName },
      { header: '開設日', value: (f) => jaDate(f, 1965, 2022) },
      { header: '定員', value: (f) => String(f.number.int({ min: 10, max: 300 })) },
      { header: '緯度', value: latitude },
      { header: '経度', value: longitude },
    ],
  },
  {
    id: 'ja-population', language: 'ja', heldOut: false, format: 'csv', rows: 100,
    columns: [
      { header: '市区町村名', value: jaMunicipality },
      { header: '人口', value: (f) => String(f.number.int({ min: 1000, max: 900_000 })) },
      { header: '世帯数', value: (f) => String(f.number.int({ min: 500, max: 400_000 })) },
      { header: '外国人住民の主な国籍', value: (f) => f.helpers.arrayElement(nationalities) },
      { header: '調査日', value: (f) => jaDate(f, 2023, 2024, 1) },
      { header: '公開日', value: (f) => jaDate(f, 2024, 2024, 2) },
    ],
  },
  {
    id: 'ja-foreign-residents', language: 'ja', heldOut: false, format: 'csv', rows: 120,
    columns: [
      { header: '氏名', labels: ['PERSON_NAME'], value: jaFullName },
      { header: '国籍', labels: ['ETHNIC_GROUP'], value: (f) => f.helpers.arrayElement(nationalities) },
      { header: '生年月日', labels: ['DATE'], value: (f) => jaDate(f, 1950, 2015) },
      { header: '個人番号', labels: ['JAPAN_INDIVIDUAL_NUMBER'], value: myNumber },
      { header: '在留カード番号', value: (f) => `${f.string.alpha({ length: 2, casing: 'upper' })}${f.string.numeric(8)}${f.string.alpha({ length: 2, casing: 'upper' })}` },
      { header: '転入日', labels: ['DATE'], value: (f) => jaDate(f, 2020, 2024, 0) },
    ],
  },
  {
    id: 'ja-events', language: 'ja', heldOut: false, format: 'csv', rows: 100,
    columns: [
      { header: 'イベント名', value: (f) => `${f.helpers.arrayElement(['夏祭り', '子ども食堂', '健康講座', '防災訓練', '読み聞かせ会'])}（${f.helpers.arrayElement(['第1回', '第2回', '春', '秋'])}）` },
      { header: '開催日', value: (f) => jaDate(f, 2024, 2025) },
      { header: '会場', value: jaFacilityName },
      { header: '問い合わせ先電話', value: jaLandline },
      { header: '参加費', value: price },
      { header: '管理コード', value: code12 },
      { header: '更新日', value: (f) => jaDate(f, 2024, 2024, 0) },
    ],
  },
  {
    id: 'en-customers', language: 'en', heldOut: false, format: 'csv', rows: 150,
    columns: [
      { header: 'Customer ID', value: (f) => f.string.numeric(8) },
      { header: 'Full Name', labels: ['PERSON_NAME'], value: (f) => f.person.fullName() },
      { header: 'Email', labels: ['EMAIL_ADDRESS'], value: personalEmail },
      { header: 'Phone', labels: ['PHONE_NUMBER'], value: enPhone },
      { header: 'Address', labels: ['LOCATION'], value: enAddress },
      { header: 'Date of Birth', labels: ['DATE'], value: (f) => enDate(f, 1940, 2008) },
      { header: 'Card Number', labels: ['CREDIT_CARD_NUMBER'], value: cardNumber },
      { header: 'Signup Date', labels: ['DATE'], value: (f) => enDate(f, 2021, 2024, 0) },
    ],
  },
  {
    id: 'en-facilities', language: 'en', heldOut: false, format: 'csv', rows: 120,
    columns: [
      { header: 'Facility Name', value: (f) => `${f.person.lastName()} ${f.helpers.arrayElement(['Park', 'Library', 'Community Center', 'Elementary School', 'Recreation Center'])}` },
      { header: 'Street Address', value: enAddress },
      { header: 'Phone', value: enPhone },
      { header: 'Opened', value: (f) => enDate(f, 1950, 2020) },
      { header: 'Capacity', value: (f) => String(f.number.int({ min: 20, max: 900 })) },
      { header: 'Latitude', value: (f) => f.location.latitude({ min: 30, max: 45, precision: 6 }).toFixed(6) },
      { header: 'Longitude', value: (f) => f.location.longitude({ min: -120, max: -75, precision: 6 }).toFixed(6) },
    ],
  },
  {
    id: 'en-trade', language: 'en', heldOut: false, format: 'csv', rows: 100,
    columns: [
      { header: 'Country', value: (f) => f.helpers.arrayElement(countries) },
      { header: 'Year', value: (f) => String(f.number.int({ min: 2015, max: 2024 })) },
      { header: 'Exports (USD)', value: price },
      { header: 'Imports (USD)', value: price },
      { header: 'Published', value: (f) => enDate(f, 2024, 2024) },
    ],
  },
];

/** Designs kept out of tuning: other headers, layouts, encodings and formats. */
export const heldOutDesigns: Design[] = [
  {
    id: 'ja-staff-sjis', language: 'ja', heldOut: true, format: 'sjis', title: '職員連絡網（令和6年4月1日現在）', rows: 120,
    columns: [
      { header: '名前', labels: ['PERSON_NAME'], value: jaFullName },
      { header: 'ふりがな', labels: ['PERSON_NAME'], value: (f) => jaReading(f).replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60)) },
      { header: '誕生日', labels: ['DATE'], value: (f) => jaDate(f, 1960, 2002) },
      { header: '現住所', labels: ['LOCATION'], value: (f) => jaAddress(f) },
      { header: '連絡先', labels: ['PHONE_NUMBER'], value: jaMobile },
      { header: 'e-mail', labels: ['EMAIL_ADDRESS'], value: personalEmail },
      {
        header: '備考',
        value: (f) => (sometimes(f, 0.3) ? { value: `緊急時は携帯 ${jaMobile(f)} へ連絡`, labels: ['PHONE_NUMBER'] } : f.helpers.arrayElement(['', '時短勤務', '育休明け', '週3日勤務'])),
      },
    ],
  },
  {
    id: 'ja-businesses', language: 'ja', heldOut: true, format: 'csv', rows: 120,
    columns: [
      { header: '事業者名', value: jaCompanyName },
      { header: '代表者', labels: ['PERSON_NAME'], value: jaFullName },
      { header: '所在地', value: (f) => jaAddress(f) },
      { header: '電話', value: jaLandline },
      { header: '法人番号', value: corporateNumber },
      { header: '許可日', value: (f) => jaDate(f, 1990, 2024) },
      { header: '業種', value: (f) => f.helpers.arrayElement(['飲食店営業', '建設業', '古物商', '旅館業', '理容所']) },
    ],
  },
  {
    id: 'ja-stations', language: 'ja', heldOut: true, format: 'csv', rows: 100,
    columns: [
      { header: '駅名', value: jaStation },
      { header: '路線名', value: jaLine },
      { header: '一日平均乗降客数', value: (f) => f.number.int({ min: 1000, max: 500_000 }).toLocaleString('en-US') },
      { header: '所在市区町村', value: jaMunicipality },
      { header: '公表日', value: (f) => jaDate(f, 2024, 2024, 4) },
    ],
  },
  {
    id: 'ja-residents-headerless', language: 'ja', heldOut: true, format: 'headerless', rows: 120,
    columns: [
      { header: 'column 1', labels: ['PERSON_NAME'], value: jaFullName },
      { header: 'column 2', labels: ['DATE'], value: (f) => jaDate(f, 1940, 2015, 3) },
      { header: 'column 3', labels: ['PHONE_NUMBER'], value: jaMobile },
      { header: 'column 4', labels: ['LOCATION'], value: (f) => jaAddress(f, true) },
      { header: 'column 5', value: (f) => f.helpers.arrayElement(['A', 'B', 'C']) },
    ],
  },
  {
    id: 'en-patients', language: 'en', heldOut: true, format: 'csv', rows: 150,
    columns: [
      { header: 'patient_name', labels: ['PERSON_NAME'], value: (f) => (sometimes(f, 0.5) ? `${f.person.lastName()}, ${f.person.firstName()}` : f.person.fullName()) },
      { header: 'date_of_birth', labels: ['DATE'], value: (f) => enDate(f, 1930, 2020, 1) },
      { header: 'ethnicity', labels: ['ETHNIC_GROUP'], value: (f) => f.helpers.arrayElement(ethnicities) },
      { header: 'nationality', labels: ['ETHNIC_GROUP'], value: (f) => f.helpers.arrayElement(nationalitiesEn) },
      { header: 'mobile', labels: ['PHONE_NUMBER'], value: enPhone },
      { header: 'member_id', value: code12 },
      { header: 'visit_date', labels: ['DATE'], value: (f) => enDate(f, 2024, 2024, 0) },
    ],
  },
  {
    id: 'en-business-registry', language: 'en', heldOut: true, format: 'csv', rows: 120,
    columns: [
      { header: 'Business Name', value: (f) => f.company.name() },
      { header: 'Owner', labels: ['PERSON_NAME'], value: (f) => f.person.fullName() },
      { header: 'Business Address', value: enAddress },
      { header: 'Business Phone', value: enPhone },
      { header: 'Contact Email', labels: ['EMAIL_ADDRESS'], value: (f) => f.internet.email({ provider: `${f.internet.domainWord()}.com` }).toLowerCase() },
      { header: 'Registered', value: (f) => enDate(f, 1980, 2024) },
      { header: 'License Fee', value: price },
    ],
  },
  {
    id: 'en-applicants-json', language: 'en', heldOut: true, format: 'json', rows: 100,
    columns: [
      { header: 'applicant.name', labels: ['PERSON_NAME'], value: (f) => f.person.fullName() },
      { header: 'applicant.email', labels: ['EMAIL_ADDRESS'], value: personalEmail },
      { header: 'applicant.born', labels: ['DATE'], value: (f) => enDate(f, 1950, 2006, 0) },
      { header: 'payment.card', labels: ['CREDIT_CARD_NUMBER'], value: cardNumber },
      { header: 'program', value: (f) => f.helpers.arrayElement(['Housing Grant', 'Small Business Loan', 'Youth Sports']) },
      { header: 'submitted', labels: ['DATE'], value: (f) => enDate(f, 2024, 2024, 0) },
    ],
  },
];
