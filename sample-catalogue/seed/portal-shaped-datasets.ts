import { createHash } from 'node:crypto';
import type { SeededRandom } from '../store/random.js';
import type { DatasetSeed } from './dataset-seeds.js';
import { generatedDatasetSeed } from './generated-datasets.js';

const mimetypes: Record<string, string> = {
  CSV: 'text/csv',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  PDF: 'application/pdf',
};
const groupNames = ['bosai', 'kenko-fukushi', 'kosodate', 'kanko', 'tokei', 'government'];

/**
 * Generated dataset number `index` filled the way a real portal's packages are, for benches that
 * must parse and store what a real CKAN 2.10 sends: every field of package_show set (author,
 * version, source page, longer notes), six extras, two groups, and resources with a description,
 * MIME type, size, hash, last-modified time and the DataStore plugin's `datastore_active`. The
 * keys are CKAN's own; only the values are invented. The plain generated seed stays as it is for
 * the tests.
 */
export function portalShapedDatasetSeed(
  index: number,
  random: SeededRandom,
  resourceCount = 3,
): DatasetSeed {
  const plain = generatedDatasetSeed(index, random, resourceCount);
  const year = 2015 + (index % 10);
  const number = String(index + 1).padStart(5, '0');
  const place = plain.notes.slice(0, plain.notes.indexOf('の'));
  const secondGroup = groupNames.filter((name) => name !== plain.groups[0])[index % 5]!;
  return {
    ...plain,
    notes:
      `${plain.notes}\n\n` +
      `## 収録内容\n\n${place}が${year}年度に集計した値を、項目ごとに1行1件で収録しています。` +
      '数値は速報値を含み、確定値の公表にあわせて更新します。\n\n' +
      '## 利用上の注意\n\n- 文字コードは UTF-8（BOM 付き）です。\n' +
      '- 1行目は項目名です。\n- 出典を明記のうえ、自由にご利用ください。',
    url: `https://www.example.jp/opendata/${number}.html`,
    author: `${place} 企画課 オープンデータ担当`,
    authorEmail: 'opendata@example.jp',
    maintainer: `${place} 情報政策課`,
    maintainerEmail: 'johoseisaku@example.jp',
    version: `${year}.${(index % 4) + 1}`,
    groups: [...plain.groups, secondGroup],
    tags: [...plain.tags, place],
    extras: {
      contact: `${place} 情報政策課 電話 000-000-${String(index % 10_000).padStart(4, '0')}`,
      language: 'ja',
      release_date: `${year}-04-01`,
      spatial_coverage: place,
      temporal_coverage: `${year}-04-01/${year + 1}-03-31`,
    },
    resources: plain.resources.map((resource, position) => ({
      ...resource,
      description: `${resource.name}。${place}、${year}年度。列の定義は解説資料をご覧ください。`,
      mimetype: mimetypes[resource.format ?? ''] ?? 'application/octet-stream',
      size: 2_048 + ((index * 7_919 + position * 104_729) % 1_000_000),
      hash: createHash('sha1').update(`${index}/${position}`).digest('hex'),
      lastModified: `${year + 1}-0${(position % 9) + 1}-15T09:30:00.${String(index % 1_000_000).padStart(6, '0')}`,
      extras: { datastore_active: resource.format === 'CSV' },
    })),
  };
}
