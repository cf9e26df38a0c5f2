/**
 * An invented イベント一覧 (the standard dataset "events") as a council might publish it: the
 * standard's columns in order, but without the required イベント名_カナ, and one start date written
 * 2025/10/12 instead of the standard's 2025-10-12 (row 4, column 開始日, the file's 6th).
 */
export const eventListCsv = [
  'NO,都道府県名,市区町村名,イベント名,イベント名_英語,開始日,終了日,開始時間,終了時間,説明,場所名称,住所,URL',
  '1,架空県,架空市,市民まつり,Citizens Festival,2025-08-02,2025-08-03,10:00,20:00,夏の市民まつり,中央公園,架空県架空市本町1-1,https://example.jp/matsuri',
  '2,架空県,架空市,図書館おはなし会,Story Time,2025-09-06,2025-09-06,14:00,15:00,絵本の読み聞かせ,中央図書館,架空県架空市本町2-3,https://example.jp/ohanashi',
  '3,架空県,架空市,防災訓練,Disaster Drill,2025/10/12,2025-10-12,09:00,12:00,地域の合同防災訓練,東小学校,架空県架空市東町4-5,https://example.jp/kunren',
].join('\n');

/** The dataset title that claims the standard, and the two differences the file must show. */
export const eventList = {
  title: '架空市イベント一覧',
  badDate: { row: 4, column: '開始日', columnNumber: 6, found: '2025/10/12' },
  missingColumn: 'イベント名_カナ',
} as const;
