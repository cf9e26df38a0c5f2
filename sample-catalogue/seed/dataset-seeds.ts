/** Hand-written datasets. Resource URLs starting with "/" are served by the sample catalogue itself. */

export interface ResourceSeed {
  name: string;
  url: string;
  format?: string;
  description?: string;
  /** The fields below are filled on portal-shaped datasets only (null otherwise, as CKAN's default). */
  mimetype?: string;
  size?: number;
  hash?: string;
  lastModified?: string;
  /** Keys a site's plugins add to a resource (e.g. the DataStore's `datastore_active`). */
  extras?: Record<string, unknown>;
}

export interface DatasetSeed {
  name: string;
  title: string;
  notes: string;
  organization: string;
  groups: string[];
  tags: string[];
  license: string;
  frequency: string;
  private?: boolean;
  maintainer?: string;
  maintainerEmail?: string;
  url?: string;
  author?: string;
  authorEmail?: string;
  version?: string;
  extras?: Record<string, string>;
  resources: ResourceSeed[];
}

const ja = (seed: Omit<DatasetSeed, 'license'> & { license?: string }): DatasetSeed => ({
  license: 'cc-by-4.0',
  ...seed,
});

export const datasetSeeds: DatasetSeed[] = [
  ja({
    name: 'hinanjo-ichiran',
    title: '避難所一覧',
    organization: 'sakura-pref-bosai',
    groups: ['bosai'],
    tags: ['避難所', '防災', '災害'],
    frequency: '随時',
    notes:
      '県内の指定避難所の名称、所在地、電話番号、収容人数、緯度経度です。\n\n**災害時は市町村の発表を確認してください。**',
    maintainer: '危機管理部 防災課',
    maintainerEmail: 'bosai@example.jp',
    url: 'https://www.example.jp/bosai/hinanjo.html',
    resources: [
      {
        name: '避難所一覧（CSV）',
        url: '/files/hinanjo-ichiran.csv',
        format: 'CSV',
        description: '文字コード UTF-8',
      },
      {
        name: '避難所一覧（旧URL）',
        url: '/links/moved.csv',
        format: 'CSV',
        description: '移転済み（リダイレクト）',
      },
    ],
  }),
  ja({
    name: 'aed-setchi-basho',
    title: 'AED設置場所',
    organization: 'sakura-pref-bosai',
    groups: ['bosai', 'kenko-fukushi'],
    tags: ['AED', '救急', '公共施設'],
    frequency: '毎月',
    notes: '公共施設に設置している AED（自動体外式除細動器）の設置場所と利用可能時間。',
    resources: [
      {
        name: 'AED設置場所（Shift_JIS）',
        url: '/files/aed-setchi-basho.csv',
        format: 'CSV',
        description: '文字コード Shift_JIS',
      },
      {
        name: 'AED設置場所（旧形式）',
        url: '/links/no-head.csv',
        format: 'CSV',
        description: 'HEAD に 405 を返すサーバー',
      },
    ],
  }),
  ja({
    name: 'shobodan-meibo',
    title: '消防団員名簿',
    organization: 'sakura-pref-bosai',
    groups: ['bosai'],
    tags: ['消防団', '防災'],
    frequency: '年1回',
    notes: '消防団の分団別名簿。',
    resources: [
      {
        name: '消防団員名簿',
        url: '/files/shobodan-meibo.csv',
        format: 'CSV',
        description: '文字コード Shift_JIS',
      },
    ],
  }),
  ja({
    name: 'hinanjo-unei-iin',
    title: '避難所運営委員名簿',
    organization: 'sakura-pref-bosai',
    groups: ['bosai'],
    tags: ['避難所', '名簿'],
    frequency: '年1回',
    notes: '避難所運営委員会の委員一覧（PDF）。',
    resources: [
      { name: '避難所運営委員名簿（PDF）', url: '/files/hinanjo-unei-iin.pdf', format: 'PDF' },
    ],
  }),
  ja({
    name: 'chiiki-bosai-keikaku',
    title: '地域防災計画',
    organization: 'sakura-pref-bosai',
    groups: ['bosai', 'government'],
    tags: ['防災計画', '防災'],
    frequency: '年1回',
    notes: '地域防災計画の本編と資料編。',
    resources: [
      { name: '広報（防災特集）', url: '/files/kouhou-2024-04.pdf', format: 'PDF' },
      {
        name: '地域防災計画（旧版）',
        url: '/links/gone.csv',
        format: 'CSV',
        description: '削除済み（410）',
      },
    ],
  }),
  ja({
    name: 'dosha-saigai-kiken-kasho',
    title: '土砂災害警戒区域',
    organization: 'sakura-pref-bosai',
    groups: ['bosai'],
    tags: ['土砂災害', '防災', 'GIS'],
    frequency: '随時',
    notes: '土砂災害警戒区域の一覧と区域図。',
    resources: [
      {
        name: '警戒区域一覧',
        url: 'http://opendata.example.invalid/dosha/kuiki.csv',
        format: 'CSV',
        description: '存在しないホスト',
      },
      {
        name: '警戒区域図',
        url: 'http://127.0.0.1:1/dosha/kuiki.geojson',
        format: 'GeoJSON',
        description: '接続拒否されるポート',
      },
    ],
  }),
  ja({
    name: 'kaigo-jigyosho-ichiran',
    title: '介護サービス事業所一覧',
    organization: 'sakura-pref-kenko',
    groups: ['kenko-fukushi'],
    tags: ['介護', '福祉'],
    frequency: '四半期毎',
    notes: '県内の介護サービス事業所の一覧（Excel）。',
    resources: [
      {
        name: '事業所一覧（Excel）',
        url: '/files/kaigo-riyosha.xls',
        format: 'XLS',
        description: '複数シート',
      },
    ],
  }),
  ja({
    name: 'iryo-kikan-ichiran',
    title: '医療機関一覧',
    organization: 'sakura-pref-kenko',
    groups: ['kenko-fukushi'],
    tags: ['医療', '病院'],
    frequency: '毎月',
    notes: '病院・診療所の名称、所在地、診療科目。',
    resources: [
      {
        name: '医療機関一覧（CSV）',
        url: '/links/not-found.csv',
        format: 'CSV',
        description: 'リンク切れ（404）',
      },
      { name: '医療機関数（市町村別）', url: '/files/generated/7.csv', format: 'CSV' },
    ],
  }),
  ja({
    name: 'kosodate-shien-shisetsu',
    title: '子育て支援施設一覧',
    organization: 'sakura-pref-kenko',
    groups: ['kosodate'],
    tags: ['子育て', '保育'],
    frequency: '随時',
    notes: '子育て支援センター・保育所の一覧。',
    resources: [
      {
        name: '施設一覧',
        url: '/links/slow.csv',
        format: 'CSV',
        description: '応答が遅いサーバー',
      },
      { name: '施設数', url: '/files/generated/8.csv', format: 'CSV' },
    ],
  }),
  ja({
    name: 'kenko-event-sankasha',
    title: '健康づくりイベント参加者',
    organization: 'sakura-pref-kenko',
    groups: ['kenko-fukushi'],
    tags: ['健康', 'イベント'],
    frequency: '随時',
    private: true,
    notes: '内部管理用（非公開）。',
    resources: [{ name: '参加者名簿', url: '/files/event-sankasha.xlsx', format: 'XLSX' }],
  }),
  ja({
    name: 'jinko-tokei-shikuchoson',
    title: '人口統計（市区町村別）',
    organization: 'sakura-pref-tokei',
    groups: ['tokei'],
    tags: ['人口', '統計', '世帯'],
    frequency: '毎月',
    notes: '住民基本台帳に基づく市区町村別の人口と世帯数。',
    extras: { spatial: '静岡県', temporal: '2024-10-01' },
    resources: [
      {
        name: '人口統計（CSV）',
        url: '/files/jinko-tokei.csv',
        format: 'CSV',
        description: 'UTF-8（BOM付き）',
      },
      {
        name: '人口統計（Excel）',
        url: '/files/jinko-tokei.xlsx',
        format: 'XLSX',
        description: '2シート',
      },
      { name: '人口統計（TSV）', url: '/files/jinko-tokei.tsv', format: 'TSV' },
    ],
  }),
  ja({
    name: 'setai-su-suii',
    title: '世帯数の推移',
    organization: 'sakura-pref-tokei',
    groups: ['tokei'],
    tags: ['世帯', '統計'],
    frequency: '年1回',
    notes: '過去10年間の世帯数。',
    resources: [{ name: '世帯数', url: '/files/generated/11.csv', format: 'CSV' }],
  }),
  ja({
    name: 'jigyosho-tokei',
    title: '事業所統計',
    organization: 'sakura-pref-tokei',
    groups: ['tokei'],
    tags: ['経済', '統計'],
    frequency: '年1回',
    notes: '産業分類別の事業所数と従業者数。',
    resources: [
      {
        name: '事業所数',
        url: '/links/server-error.csv',
        format: 'CSV',
        description: '500 を返すサーバー',
      },
    ],
  }),
  ja({
    name: 'tokei-nenkan',
    title: '統計年鑑',
    organization: 'sakura-pref-tokei',
    groups: ['tokei'],
    tags: ['統計'],
    frequency: '年1回',
    notes: '統計年鑑の各章。',
    resources: [
      { name: '第1章 土地・気象', url: '/files/generated/13.csv', format: 'CSV' },
      {
        name: '第2章 人口',
        url: '/links/loop-a.csv',
        format: 'CSV',
        description: 'リダイレクトが循環する',
      },
    ],
  }),
  ja({
    name: 'hojokin-kofusaki',
    title: '補助金交付先一覧',
    organization: 'midori-city',
    groups: ['government'],
    tags: ['補助金', '行政'],
    frequency: '年1回',
    notes: '令和6年度に交付を決定した補助金の交付先。',
    resources: [
      {
        name: '交付先一覧',
        url: '/files/hojokin-kofusaki.csv',
        format: 'CSV',
        description: 'UTF-8（BOM付き）',
      },
    ],
  }),
  ja({
    name: 'shokuin-renrakusaki',
    title: '職員連絡先一覧',
    organization: 'midori-city',
    groups: ['government'],
    tags: ['行政'],
    frequency: '随時',
    notes: '各課の担当者連絡先。',
    resources: [{ name: '連絡先（JSON）', url: '/files/shokuin-renrakusaki.json', format: 'JSON' }],
  }),
  ja({
    name: 'kouhou-midori',
    title: '広報みどり',
    organization: 'midori-city',
    groups: ['government'],
    tags: ['広報'],
    frequency: '毎月',
    notes: '市の広報誌。',
    resources: [
      { name: '2024年4月号', url: '/files/kouhou-2024-04.pdf', format: 'PDF' },
      { name: 'オープンデータの利用について', url: '/files/opendata-guide.html', format: 'HTML' },
    ],
  }),
  ja({
    name: 'shimin-matsuri',
    title: '市民まつり',
    organization: 'midori-city',
    groups: ['kanko'],
    tags: ['イベント', '観光'],
    frequency: '年1回',
    notes: '市民まつりのお知らせと抽選結果。',
    resources: [
      { name: '抽選当選者のお知らせ', url: '/files/event-tousensha.html', format: 'HTML' },
    ],
  }),
  ja({
    name: 'kanko-shisetsu',
    title: '観光施設一覧',
    organization: 'midori-city',
    groups: ['kanko'],
    tags: ['観光', '施設'],
    frequency: '随時',
    notes: '市内の観光施設の名称・住所・電話番号。',
    resources: [{ name: '観光施設（JSON）', url: '/files/kanko-shisetsu.json', format: 'JSON' }],
  }),
  ja({
    name: 'koukyo-musen-lan',
    title: '公衆無線LANアクセスポイント',
    organization: 'midori-city',
    groups: ['kanko'],
    tags: ['Wi-Fi', '観光'],
    frequency: '随時',
    notes: '市が設置する無料 Wi-Fi の一覧。',
    resources: [{ name: 'アクセスポイント一覧', url: '/files/generated/20.csv', format: 'CSV' }],
  }),
  ja({
    name: 'gomi-shushu-bi',
    title: 'ごみ収集日',
    organization: 'midori-city',
    groups: ['government'],
    tags: ['ごみ', '生活'],
    frequency: '年1回',
    notes: '地区別のごみ収集日。',
    resources: [{ name: '収集日一覧', url: '/files/generated/21.csv', format: 'CSV' }],
  }),
  ja({
    name: 'yosan-an-sagyochu',
    title: '予算案（作業中）',
    organization: 'midori-city',
    groups: ['government'],
    tags: ['予算'],
    frequency: '年1回',
    private: true,
    notes: '公開前の作業用データセット。',
    resources: [{ name: '予算案', url: '/files/generated/22.csv', format: 'CSV' }],
  }),
  {
    name: 'library-branches',
    title: 'Library branches',
    organization: 'riverside-council',
    groups: ['government'],
    tags: ['library', 'facilities'],
    license: 'odc-by',
    frequency: 'annual',
    notes: 'Addresses, phone numbers and opening hours of the public library branches.',
    resources: [{ name: 'Library branches', url: '/files/library-branches.csv', format: 'CSV' }],
  },
  {
    name: 'business-licences',
    title: 'Business licences',
    organization: 'riverside-council',
    groups: ['government'],
    tags: ['business', 'licensing'],
    license: 'cc-by',
    frequency: 'monthly',
    notes: 'Business licences issued by the council.',
    resources: [{ name: 'Licences 2024', url: '/files/business-licences.xlsx', format: 'XLSX' }],
  },
  {
    name: 'parking-fines-2024',
    title: 'Parking fines 2024',
    organization: 'riverside-council',
    groups: ['transport'],
    tags: ['parking', 'transport'],
    license: 'cc-by',
    frequency: 'monthly',
    notes: 'Parking fines issued in 2024.',
    resources: [{ name: 'Parking fines', url: '/files/parking-fines.csv', format: 'CSV' }],
  },
  {
    name: 'council-meeting-attendees',
    title: 'Council meeting attendees',
    organization: 'riverside-council',
    groups: ['government'],
    tags: ['council', 'meetings'],
    license: 'cc-by',
    frequency: 'irregular',
    notes: 'People who attended public council meetings.',
    resources: [{ name: 'Attendees', url: '/files/council-attendees.tsv', format: 'TSV' }],
  },
  {
    name: 'parks-and-open-spaces',
    title: 'Parks and open spaces',
    organization: 'riverside-council',
    groups: ['transport'],
    tags: ['parks', 'gis'],
    license: 'odc-odbl',
    frequency: 'annual',
    notes: 'Locations and sizes of parks.',
    resources: [
      { name: 'Parks (CSV)', url: '/files/generated/26.csv', format: 'CSV' },
      {
        name: 'Parks (GeoJSON)',
        url: 'http://parks.example.invalid/parks.geojson',
        format: 'GeoJSON',
        description: 'Host does not resolve',
      },
    ],
  },
  {
    name: 'air-quality-readings',
    title: 'Air quality readings',
    organization: 'riverside-council',
    groups: ['transport'],
    tags: ['environment', 'air quality'],
    license: 'cc-zero',
    frequency: 'daily',
    notes: 'Hourly PM2.5 and NO2 readings from council monitoring stations.',
    extras: { spatial: 'Riverside', language: 'en' },
    resources: [{ name: 'Readings', url: '/files/generated/27.csv', format: 'CSV' }],
  },
];
