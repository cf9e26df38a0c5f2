import { buildTextPdf } from './pdf-writer.js';
import { buildWorkbook } from './spreadsheets.js';
import * as tables from './tables.js';
import { encodeText, toDelimited } from './tables.js';

/** A file the sample catalogue serves under /files/, built on first request and kept. */
export interface SampleFile {
  name: string;
  contentType: string;
  /** What later checks must conclude about it. */
  personalData: boolean;
  build: () => Buffer | Promise<Buffer>;
}

const csv = 'text/csv; charset=utf-8';
const csvSjis = 'text/csv; charset=Shift_JIS';
const tsv = 'text/tab-separated-values; charset=utf-8';
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const xls = 'application/vnd.ms-excel';

const html = (title: string, body: string) =>
  Buffer.from(
    `<!doctype html>\n<html lang="ja"><head><meta charset="utf-8"><title>${title}</title></head><body>\n<h1>${title}</h1>\n${body}\n</body></html>\n`,
    'utf8',
  );

export const sampleFiles: SampleFile[] = [
  // Personal data
  {
    name: 'shobodan-meibo.csv',
    contentType: csvSjis,
    personalData: true,
    build: () => encodeText(toDelimited(tables.fireBrigadeRoster(), ','), 'cp932'),
  },
  {
    name: 'hojokin-kofusaki.csv',
    contentType: csv,
    personalData: true,
    build: () => encodeText(toDelimited(tables.subsidyRecipients(), ','), 'utf8-bom'),
  },
  {
    name: 'event-sankasha.xlsx',
    contentType: xlsx,
    personalData: true,
    build: () => buildWorkbook([{ name: '参加者', rows: tables.eventParticipants() }], 'xlsx'),
  },
  {
    name: 'kaigo-riyosha.xls',
    contentType: xls,
    personalData: true,
    build: () =>
      buildWorkbook(
        [
          { name: '利用者一覧', rows: tables.careServiceUsers() },
          {
            name: '集計',
            rows: [['要介護度', '人数'], ...[1, 2, 3, 4, 5].map((level) => [`要介護${level}`, 3])],
          },
          { name: '備考', rows: [['備考'], ['この一覧は内部資料です。'], ['作成日: 2024/04/01']] },
        ],
        'xls',
      ),
  },
  {
    name: 'shokuin-renrakusaki.json',
    contentType: 'application/json; charset=utf-8',
    personalData: true,
    build: () => Buffer.from(JSON.stringify(tables.staffContacts(), null, 2), 'utf8'),
  },
  {
    name: 'parking-fines.csv',
    contentType: csv,
    personalData: true,
    build: () => encodeText(toDelimited(tables.parkingFines(), ','), 'utf8'),
  },
  {
    name: 'council-attendees.tsv',
    contentType: tsv,
    personalData: true,
    build: () => encodeText(toDelimited(tables.councilAttendees(), '\t'), 'utf8'),
  },
  {
    name: 'hinanjo-unei-iin.pdf',
    contentType: 'application/pdf',
    personalData: true,
    build: () => buildTextPdf('避難所運営委員名簿', tables.shelterCommitteeLines()),
  },
  {
    name: 'event-tousensha.html',
    contentType: 'text/html; charset=utf-8',
    personalData: true,
    build: () => {
      const rows = tables.eventParticipants().slice(1, 6);
      return html(
        '市民まつり 抽選当選者のお知らせ',
        `<p>当選者の方には以下の連絡先にご連絡します。</p>\n<table>\n<tr><th>氏名</th><th>メールアドレス</th><th>電話番号</th></tr>\n${rows.map((r) => `<tr><td>${r[1]}</td><td>${r[3]}</td><td>${r[4]}</td></tr>`).join('\n')}\n</table>`,
      );
    },
  },
  // No personal data (hard negatives)
  {
    name: 'hinanjo-ichiran.csv',
    contentType: csv,
    personalData: false,
    build: () => encodeText(toDelimited(tables.shelters(), ','), 'utf8'),
  },
  {
    name: 'aed-setchi-basho.csv',
    contentType: csvSjis,
    personalData: false,
    build: () => encodeText(toDelimited(tables.aedLocations(), ','), 'cp932'),
  },
  {
    name: 'jinko-tokei.csv',
    contentType: csv,
    personalData: false,
    build: () => encodeText(toDelimited(tables.population(), ','), 'utf8-bom'),
  },
  {
    name: 'jinko-tokei.xlsx',
    contentType: xlsx,
    personalData: false,
    build: () =>
      buildWorkbook(
        [
          { name: '市区町村別', rows: tables.population() },
          {
            name: '注記',
            rows: [['注記'], ['住民基本台帳に基づく。'], ['公表日: 令和6年11月1日']],
          },
        ],
        'xlsx',
      ),
  },
  {
    name: 'jinko-tokei.tsv',
    contentType: tsv,
    personalData: false,
    build: () => encodeText(toDelimited(tables.population(), '\t'), 'utf8'),
  },
  {
    name: 'kanko-shisetsu.json',
    contentType: 'application/json; charset=utf-8',
    personalData: false,
    build: () =>
      Buffer.from(
        JSON.stringify(
          tables
            .shelters()
            .slice(1)
            .map((r) => ({
              名称: `${r[0]}（観光案内）`,
              住所: r[1],
              電話番号: r[2],
              緯度: r[4],
              経度: r[5],
            })),
          null,
          2,
        ),
        'utf8',
      ),
  },
  {
    name: 'library-branches.csv',
    contentType: csv,
    personalData: false,
    build: () => encodeText(toDelimited(tables.libraryBranches(), ','), 'utf8'),
  },
  {
    name: 'business-licences.xlsx',
    contentType: xlsx,
    personalData: false,
    build: () => buildWorkbook([{ name: 'Licences', rows: tables.businessLicences() }], 'xlsx'),
  },
  {
    name: 'kouhou-2024-04.pdf',
    contentType: 'application/pdf',
    personalData: false,
    build: () =>
      buildTextPdf('広報みどり 2024年4月号', [
        '# 広報みどり 2024年4月号',
        '発行日: 令和6年4月1日（2024/04/01）',
        '市民体育館の改修工事は2024年5月7日から9月30日まで行います。',
        '問い合わせ: 市役所 施設課 054-221-1111（平日 8:30-17:15）',
        '',
        '# Notice',
        'The Central Library will close on 2024-05-03 for maintenance.',
      ]),
  },
  {
    name: 'opendata-guide.html',
    contentType: 'text/html; charset=utf-8',
    personalData: false,
    build: () =>
      html(
        'オープンデータの利用について',
        '<p>掲載データは CC BY 4.0 で提供します。公開日: 2024年4月1日。</p><p>お問い合わせ: 情報政策課 054-221-2000</p>',
      ),
  },
];

const cache = new Map<string, Promise<Buffer>>();

export function findSampleFile(name: string): SampleFile | undefined {
  return sampleFiles.find((file) => file.name === name);
}

/** The bytes of a sample file (built once per process). */
export function sampleFileBytes(file: SampleFile): Promise<Buffer> {
  let bytes = cache.get(file.name);
  if (!bytes) {
    bytes = Promise.resolve(file.build());
    cache.set(file.name, bytes);
  }
  return bytes;
}

export function generatedFileBytes(index: number): Buffer {
  return encodeText(toDelimited(tables.generatedTable(index), ','), 'utf8');
}

/** Most rows /files/people/<rows>.csv serves (about 110 bytes a row). */
export const peopleListMaxRows = 1_000_000;

const peopleLists = new Map<number, Buffer>();

/** The bytes of a people list of `rows` rows (built once per size and process). */
export function peopleListBytes(rows: number): Buffer {
  let bytes = peopleLists.get(rows);
  if (!bytes) {
    bytes = encodeText(toDelimited(tables.peopleList(rows), ','), 'utf8');
    peopleLists.set(rows, bytes);
  }
  return bytes;
}
