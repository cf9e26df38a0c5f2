/**
 * The quality rules' stable ids (server/engines/quality/rule-table.ts holds their weights; a test
 * keeps the two lists equal). Each is stored with a dataset's failures and keys its en/ja texts.
 */
export const qualityRuleIds = [
  'title-missing',
  'description-missing',
  'licence-missing',
  'licence-not-open',
  'tags-missing',
  'organisation-missing',
  'contact-missing',
  'update-frequency-missing',
  'stale',
  'resources-missing',
  'link-dead',
  'personal-data',
  'format-not-machine-readable',
  'format-not-open',
  'file-unreadable',
  'file-encoding-unknown',
  'file-no-header',
  'file-ragged-rows',
  'file-blank-rows',
  'standard-columns',
  'standard-values',
] as const;
export type QualityRule = (typeof qualityRuleIds)[number];
