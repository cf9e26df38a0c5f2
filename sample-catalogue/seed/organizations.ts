import type { StoredGroup } from '../store/types.js';

export interface GroupSeed {
  name: string;
  title: string;
  description: string;
  extras?: Record<string, string>;
}

/** Departments of an invented prefecture, an invented city, an English-speaking council, and an empty archive. */
export const organizationSeeds: GroupSeed[] = [
  {
    name: 'sakura-pref-bosai',
    title: 'さくら県 危機管理部 防災課',
    description: '災害対策・避難所・防災施設に関するデータを公開しています。',
    extras: { region: 'さくら県', department_code: '0101' },
  },
  {
    name: 'sakura-pref-kenko',
    title: 'さくら県 健康福祉部',
    description: '医療機関、介護サービス、子育て支援に関するデータ。',
    extras: { region: 'さくら県', department_code: '0201' },
  },
  {
    name: 'sakura-pref-tokei',
    title: 'さくら県 統計課',
    description: '人口・世帯・経済統計。',
    extras: { region: 'さくら県', department_code: '0301' },
  },
  {
    name: 'midori-city',
    title: 'みどり市',
    description: 'みどり市が公開するオープンデータ。',
    extras: { region: 'みどり市', municipality_code: '229999' },
  },
  {
    name: 'riverside-council',
    title: 'Riverside City Council',
    description: 'Open data published by Riverside City Council (an invented city).',
    extras: { region: 'Riverside' },
  },
  {
    name: 'sakura-pref-archive',
    title: 'さくら県 公文書館',
    description: 'データセットはまだありません。',
  },
];

export const groupSeeds: GroupSeed[] = [
  { name: 'bosai', title: '防災・安全', description: 'Disaster prevention and safety' },
  { name: 'kenko-fukushi', title: '健康・福祉', description: 'Health and welfare' },
  { name: 'kosodate', title: '子育て・教育', description: 'Child care and education' },
  { name: 'kanko', title: '観光・文化', description: 'Tourism and culture' },
  { name: 'tokei', title: '人口・統計', description: 'Population and statistics' },
  { name: 'transport', title: 'Transport', description: 'Roads, parking and public transport' },
  { name: 'government', title: '行政・議会', description: 'Administration and council' },
];

export function toStoredGroup(
  seed: GroupSeed,
  id: string,
  created: string,
  isOrganization: boolean,
): StoredGroup {
  return {
    id,
    name: seed.name,
    title: seed.title,
    description: seed.description,
    image_url: '',
    created,
    isOrganization,
    extras: seed.extras ?? {},
    members: new Map(),
    state: 'active',
  };
}
