import { describe, expect, it } from 'vitest';
import { standardById, standardDefinitions } from '../standards/standard-definitions.js';
import type { StandardColumn } from '../standards/standard-types.js';
import { checkConformance } from './check-conformance.js';
import { summariseConformance } from './summarise-conformance.js';

/** An invented value each shape accepts. */
function goodValue(column: StandardColumn): string {
  switch (column.shape) {
    case 'date':
      return '2024-04-01';
    case 'time':
      return '09:00';
    case 'latitude':
      return '35.681236';
    case 'longitude':
      return '139.767125';
    case 'phone':
      return '03-5253-2111';
    case 'local-government-code':
      return '131016';
    case 'corporate-number':
      return '7000012050002';
    case 'number':
      return '10';
    case 'enum':
      return column.values![0]!;
    case 'url':
      return 'https://www.city.kakuu.example/';
    default:
      return '架空の値';
  }
}

/** A value each shape refuses, the way publishers get it wrong, and the difference it makes. */
const badValues = [
  { shape: 'date', value: '2024/04/01', kind: 'invalid-date' },
  { shape: 'time', value: '9時', kind: 'invalid-time' },
  { shape: 'latitude', value: '139.767125', kind: 'invalid-latitude' },
  { shape: 'number', value: '1,500', kind: 'invalid-number' },
] as const;

describe('conformance of a file to each standard dataset', () => {
  it.each(standardDefinitions.map((definition) => [definition.name, definition] as const))(
    '%s: a missing required column and a bad value show at their row and column',
    async (_name, definition) => {
      const dropped = definition.columns.find((column) => column.required)!;
      const columns = definition.columns.filter((column) => column !== dropped);
      const bad = badValues.find((candidate) =>
        columns.some((column) => column.shape === candidate.shape),
      )!;
      const badColumn = columns.findIndex((column) => column.shape === bad.shape);
      const goodRow = columns.map(goodValue);
      const badRow = goodRow.map((value, index) => (index === badColumn ? bad.value : value));
      const header = columns.map((column) => column.name);

      const report = await checkConformance(definition, [header, goodRow, badRow]);

      expect(report.differences).toEqual([
        { kind: 'missing-required-column', column: dropped.name },
        {
          kind: bad.kind,
          row: 3,
          column: columns[badColumn]!.name,
          columnNumber: badColumn + 1,
          found: bad.value,
          expected: expect.any(String),
        },
      ]);
      expect(report.rowsChecked).toBe(2);
      expect(summariseConformance(report)).toEqual({
        standardId: definition.id,
        columnDifferences: 1,
        cellDifferences: 1,
      });
    },
  );

  it('AED: an invented list with a bad code, swapped coordinates, a wrong time and a missing value', async () => {
    const aed = standardById('aed');
    const csv = [
      '都道府県コード又は市区町村コード,NO,都道府県名,市区町村名,名称,名称_カナ,住所,方書,緯度,経度,設置位置,電話番号,内線番号,法人番号,団体名,利用可能曜日,開始時間,終了時間,利用可能日時特記事項,小児対応設備の有無,URL,備考',
      '131016,1,東京都,架空区,架空区役所,カクウクヤクショ,東京都架空区本町1-1,,35.694003,139.753595,1階受付,03-5253-2111,,,架空区,月火水木金,08:30,17:15,,有,,',
      '131017,2,東京都,架空区,架空図書館,カクウトショカン,東京都架空区本町2-2,,139.75,35.69,入口,03-5253-2112,,,架空区,火水木金土,9時,19:00,,あり,,',
      '131016,3,東京都,架空区,架空体育館,,東京都架空区本町3-3,,35.69,139.75,玄関,03-5253-2113,,,架空区,毎日,09:00,21:00,,無,,',
    ].map((line) => line.split(','));

    const report = await checkConformance(aed, csv);

    expect(report.differences).toEqual([
      {
        kind: 'invalid-local-government-code',
        row: 3,
        column: '都道府県コード又は市区町村コード',
        columnNumber: 1,
        found: '131017',
        expected: 'check-digit',
      },
      {
        kind: 'invalid-latitude',
        row: 3,
        column: '緯度',
        columnNumber: 9,
        found: '139.75',
        expected: 'japan',
      },
      {
        kind: 'invalid-longitude',
        row: 3,
        column: '経度',
        columnNumber: 10,
        found: '35.69',
        expected: 'japan',
      },
      {
        kind: 'invalid-time',
        row: 3,
        column: '開始時間',
        columnNumber: 17,
        found: '9時',
        expected: 'HH:MM',
      },
      {
        kind: 'invalid-value',
        row: 3,
        column: '小児対応設備の有無',
        columnNumber: 20,
        found: 'あり',
        expected: '有|無',
      },
      { kind: 'missing-value', row: 4, column: '名称_カナ', columnNumber: 6 },
    ]);
  });

  it('names unknown, doubled and moved columns once each', async () => {
    const toilets = standardById('public-toilets');
    const header = toilets.columns.map((column) => column.name);
    // 名称 moved to the end, 住所 written twice, a column of our own added.
    const moved = [...header.filter((name) => name !== '名称'), '名称', '住所', '管理者メモ'];
    const report = await checkConformance(toilets, [moved]);
    expect(report.differences).toEqual([
      { kind: 'duplicate-column', column: '住所', columnNumber: header.length + 1 },
      { kind: 'unknown-column', column: '管理者メモ', columnNumber: header.length + 2 },
      {
        kind: 'column-order',
        column: '名称',
        columnNumber: header.length,
        expected: 'after:市区町村名',
      },
    ]);
  });

  it("reads full-width parentheses in a header as the standard's half-width ones", async () => {
    const toilets = standardById('public-toilets');
    const header = toilets.columns.map((column) =>
      column.name.replace('(', '（').replace(')', '）'),
    );
    expect((await checkConformance(toilets, [header])).differences).toEqual([]);
  });

  it('does not compare a file in the newer edition, but checks the shapes it shares', async () => {
    const rows = [
      [
        '全国地方公共団体コード',
        'ID',
        '地方公共団体名',
        '名称',
        '所在地_連結表記',
        '緯度',
        '経度',
        '電話番号',
      ],
      [
        '131016',
        '1',
        '架空区',
        '架空区役所',
        '東京都架空区本町1-1',
        '35.694003',
        '139.753595',
        '03-5253-2111',
      ],
      [
        '13101',
        '2',
        '架空区',
        '架空図書館',
        '東京都架空区本町2-2',
        '35.69',
        '139.75',
        '０３-5253-2112',
      ],
    ];
    const report = await checkConformance(standardById('aed'), rows);
    expect(report.differences.map(({ kind, row, column }) => ({ kind, row, column }))).toEqual([
      { kind: 'edition-not-shipped', row: undefined, column: '全国地方公共団体コード' },
      { kind: 'invalid-local-government-code', row: 3, column: '全国地方公共団体コード' },
      { kind: 'invalid-phone', row: 3, column: '電話番号' },
    ]);
    // Following the newer edition is not a fault of the file's header.
    expect(summariseConformance(report)).toMatchObject({
      columnDifferences: 0,
      cellDifferences: 2,
    });
  });

  it('keeps the first differences up to the cap and counts them all, skipping blank rows', async () => {
    const events = standardById('events');
    const header = events.columns.map((column) => column.name);
    const row = events.columns.map((column) =>
      column.name === '開始日' ? '令和6年4月1日' : goodValue(column),
    );
    const blank = header.map(() => '');
    const rows = [header, ...Array.from({ length: 10 }, () => row), blank];
    const report = await checkConformance(events, rows, { maxDifferences: 3 });
    expect(report.differences.map((difference) => difference.row)).toEqual([2, 3, 4]);
    expect(report.counts).toEqual({ 'invalid-date': 10 });
    expect(report).toMatchObject({ total: 10, truncated: true, rowsChecked: 11 });
  });

  it('reads rows as they stream', async () => {
    async function* rows() {
      yield ['NO', '名称'];
      yield ['1', 'x'];
    }
    const report = await checkConformance(
      standardById('designated-emergency-evacuation-sites'),
      rows(),
    );
    expect(report.rowsChecked).toBe(1);
    expect(report.counts['missing-required-column']).toBeGreaterThan(0);
  });
});
