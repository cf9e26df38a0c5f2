/**
 * The national standard datasets (自治体標準オープンデータセット / 推奨データセット) a file can be
 * compared with; their item definitions are in server/engines/quality/standards/*.json.
 */
export const standardIds = [
  'aed',
  'care-service-providers',
  'medical-institutions',
  'cultural-properties',
  'tourist-facilities',
  'events',
  'public-wireless-lan',
  'public-toilets',
  'fire-water-facilities',
  'designated-emergency-evacuation-sites',
  'population-by-area-and-age',
  'public-facilities',
  'childcare-facilities',
  'open-data-list',
] as const;

export type StandardId = (typeof standardIds)[number];

/** What a difference between a file and its standard dataset is; each keys its en/ja text. */
export const differenceKinds = [
  /** A column the standard requires is not in the header. */
  'missing-required-column',
  /** A header column the standard does not define. */
  'unknown-column',
  /** A column defined by the standard but placed out of the standard's order. */
  'column-order',
  /** The header appears twice or more. */
  'duplicate-column',
  /** A required column's cell is empty. */
  'missing-value',
  'invalid-date',
  'invalid-time',
  'invalid-latitude',
  'invalid-longitude',
  'invalid-phone',
  'invalid-local-government-code',
  'invalid-corporate-number',
  'invalid-number',
  'invalid-value',
  'invalid-url',
  /**
   * The header follows another edition of the standard (the 自治体標準オープンデータセット's
   * 全国地方公共団体コード, ID… layout) whose item definitions we do not ship: its columns are not
   * compared, only the shapes of the columns we know are checked.
   */
  'edition-not-shipped',
] as const;

export type DifferenceKind = (typeof differenceKinds)[number];
