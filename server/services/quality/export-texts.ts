import type { Locale } from '#contract/locales.js';
import type { QualityRule } from '#contract/quality-rules.js';

export const problemColumns = [
  'organization',
  'dataset',
  'datasetTitle',
  'score',
  'rule',
  'ruleTitle',
  'resource',
  'url',
  'detail',
  'datasetId',
] as const;
export type ProblemColumn = (typeof problemColumns)[number];

export interface ProblemTexts {
  columns: Record<ProblemColumn, string>;
  rules: Record<QualityRule, string>;
}

/**
 * The export's words. The rule titles are the ones web/src/i18n/<locale>/quality.json shows on
 * screen; export-texts.test.ts keeps the two equal.
 */
export const problemTexts: Record<Locale, ProblemTexts> = {
  en: {
    columns: {
      organization: 'Organization',
      dataset: 'Dataset',
      datasetTitle: 'Dataset title',
      score: 'Score',
      rule: 'Rule',
      ruleTitle: 'Problem',
      resource: 'Resource',
      url: 'URL',
      detail: 'Detail',
      datasetId: 'Dataset ID',
    },
    rules: {
      'title-missing': 'No title',
      'description-missing': 'No description',
      'licence-missing': 'No licence',
      'licence-not-open': 'Licence not open',
      'tags-missing': 'No tags',
      'organisation-missing': 'No organization',
      'contact-missing': 'No contact',
      'update-frequency-missing': 'No update frequency',
      stale: 'Update overdue',
      'resources-missing': 'No resources',
      'link-dead': 'Dead link',
      'personal-data': 'Likely personal data',
      'format-not-machine-readable': 'Not machine-readable (PDF, Word…)',
      'format-not-open': 'Format not open (Excel…)',
      'file-unreadable': 'File cannot be read',
      'file-encoding-unknown': 'Garbled characters (unknown encoding)',
      'file-no-header': 'No header row',
      'file-ragged-rows': 'Rows of uneven length',
      'file-blank-rows': 'Blank rows',
      'standard-columns': 'Columns differ from the standard dataset',
      'standard-values': 'Values differ from the standard dataset',
    },
  },
  ja: {
    columns: {
      organization: '組織',
      dataset: 'データセット',
      datasetTitle: 'データセットのタイトル',
      score: 'スコア',
      rule: 'ルール',
      ruleTitle: '問題',
      resource: 'リソース',
      url: 'URL',
      detail: '詳細',
      datasetId: 'データセットID',
    },
    rules: {
      'title-missing': 'タイトルがない',
      'description-missing': '説明がない',
      'licence-missing': 'ライセンスが未設定',
      'licence-not-open': 'オープンなライセンスではない',
      'tags-missing': 'タグがない',
      'organisation-missing': '組織が未設定',
      'contact-missing': '連絡先がない',
      'update-frequency-missing': '更新頻度が未設定',
      stale: '更新が遅れている',
      'resources-missing': 'リソースがない',
      'link-dead': 'リンク切れ',
      'personal-data': '個人情報の可能性',
      'format-not-machine-readable': '機械判読に適さない形式（PDF・Word など）',
      'format-not-open': 'オープンでない形式（Excel など）',
      'file-unreadable': 'ファイルを読み込めない',
      'file-encoding-unknown': '文字化け（文字コード不明）',
      'file-no-header': '見出し行がない',
      'file-ragged-rows': '列数のそろわない行',
      'file-blank-rows': '空行がある',
      'standard-columns': '標準データセットと列が異なる',
      'standard-values': '標準データセットと値の形式が異なる',
    },
  },
};
