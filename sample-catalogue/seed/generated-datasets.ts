import type { SeededRandom } from '../store/random.js';
import type { DatasetSeed } from './dataset-seeds.js';

const places = [
  '静岡市',
  '浜松市',
  '沼津市',
  '熱海市',
  '三島市',
  '富士宮市',
  '伊東市',
  '島田市',
  '富士市',
  '磐田市',
  '焼津市',
  '掛川市',
  '藤枝市',
  '御殿場市',
  '袋井市',
];
const topics = [
  { title: '人口動態', tags: ['人口', '統計'], group: 'tokei', organization: 'sakura-pref-tokei' },
  { title: '公共施設一覧', tags: ['公共施設'], group: 'government', organization: 'midori-city' },
  {
    title: '指定緊急避難場所',
    tags: ['避難所', '防災'],
    group: 'bosai',
    organization: 'sakura-pref-bosai',
  },
  {
    title: '保育所等の入所状況',
    tags: ['子育て', '保育'],
    group: 'kosodate',
    organization: 'sakura-pref-kenko',
  },
  { title: '観光入込客数', tags: ['観光', '統計'], group: 'kanko', organization: 'midori-city' },
  {
    title: '救急出動件数',
    tags: ['救急', '防災'],
    group: 'bosai',
    organization: 'sakura-pref-bosai',
  },
  {
    title: 'Traffic counts',
    tags: ['transport', 'traffic'],
    group: 'transport',
    organization: 'riverside-council',
  },
  {
    title: '介護保険事業状況',
    tags: ['介護', '福祉'],
    group: 'kenko-fukushi',
    organization: 'sakura-pref-kenko',
  },
] as const;
const frequencies = ['毎月', '年1回', '四半期毎', '随時'];
const licenses = ['cc-by-4.0', 'cc-by', 'odc-by', 'cc-zero', 'gov-jp-2.0'];

/**
 * Dataset number `index` of the generated bulk (deterministic: same index, same seed → same
 * dataset), with `resourceCount` resources: a CSV, an Excel file, a PDF, then more CSVs.
 */
export function generatedDatasetSeed(
  index: number,
  random: SeededRandom,
  resourceCount = 3,
): DatasetSeed {
  const topic = topics[index % topics.length]!;
  const place = places[Math.floor(index / topics.length) % places.length]!;
  const year = 2015 + (index % 10);
  const number = String(index + 1).padStart(5, '0');
  const dead = random.next() < 0.05;
  return {
    name: `generated-${number}`,
    title:
      topic.organization === 'riverside-council'
        ? `${topic.title} ${year} (${number})`
        : `${place}の${topic.title}（${year}年度・${number}）`,
    notes: `${place}の${topic.title}に関する${year}年度のデータです。自動生成されたサンプルです。`,
    organization: topic.organization,
    groups: [topic.group],
    tags: [...topic.tags, `${year}年度`],
    license: licenses[index % licenses.length]!,
    frequency: frequencies[index % frequencies.length]!,
    private: random.next() < 0.03,
    resources: [
      { name: `${topic.title}（CSV）`, url: `/files/generated/${index}.csv`, format: 'CSV' },
      {
        name: `${topic.title}（Excel）`,
        url: dead ? '/links/not-found.csv' : '/files/jinko-tokei.xlsx',
        format: 'XLSX',
      },
      { name: '解説資料', url: '/files/kouhou-2024-04.pdf', format: 'PDF' },
      ...Array.from({ length: Math.max(0, resourceCount - 3) }, (_, extra) => ({
        name: `${topic.title}（追加資料${extra + 1}）`,
        url: `/files/generated/${index}.csv?part=${extra + 1}`,
        format: 'CSV',
      })),
    ].slice(0, resourceCount),
  };
}
