import type { StandardColumn } from '../standards/standard-types.js';

/**
 * Columns of the 自治体標準オープンデータセット (the edition after the 推奨データセット, whose
 * item definitions we do not ship) that keep a shape the GIF core data parts fix for every
 * dataset: codes, coordinates, phone numbers, dates and times, web addresses. A file in that
 * edition is checked on these only; none is required here, since we cannot say which are.
 */
export const sharedColumnShapes: readonly StandardColumn[] = [
  { name: '全国地方公共団体コード', required: false, shape: 'local-government-code' },
  { name: '所在地_全国地方公共団体コード', required: false, shape: 'local-government-code' },
  { name: '緯度', required: false, shape: 'latitude' },
  { name: '経度', required: false, shape: 'longitude' },
  { name: '電話番号', required: false, shape: 'phone' },
  { name: 'FAX番号', required: false, shape: 'phone' },
  { name: '連絡先電話番号', required: false, shape: 'phone' },
  { name: '法人番号', required: false, shape: 'corporate-number' },
  { name: '開始日', required: false, shape: 'date' },
  { name: '終了日', required: false, shape: 'date' },
  { name: '開始時間', required: false, shape: 'time' },
  { name: '終了時間', required: false, shape: 'time' },
  { name: 'URL', required: false, shape: 'url' },
];

/** The first column of every dataset in that edition, and a name the 推奨データセット never used. */
export const newerEditionMarker = '全国地方公共団体コード';
