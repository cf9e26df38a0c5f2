/**
 * Words that make a value the name of an organisation, facility or place rather than a person
 * (山田商店, 大塚駅, Smith & Sons Ltd). A product asset: extend it when a report shows a
 * business listed as a person.
 */
export const japaneseOrganisationPattern = new RegExp(
  [
    '株式会社', '有限会社', '合同会社', '合資会社', '合名会社', '(?:一般|公益)?(?:社団|財団)法人', '法人', '会社', '商店', '商会', '工業', '建設', '工務店',
    '製作所', '産業', '興業', '物産', '組合', '協会', '連合', '事務所', '事業所', '病院', '医院', 'クリニック', '診療所', '薬局', '歯科',
    '学校', '大学', '高校', '学園', '学院', '保育園', '保育所', '幼稚園', 'こども園', '園$', '館$', 'センター', '公園', '広場', '駅', '線$',
    '市役所', '役場', '役所', '庁', '局$', '課$', '係$', '署$', '店$', '堂$', '屋$', 'ホテル', '旅館', '神社', '寺$', '院$', '教会', 'ビル',
    'マンション', 'ハイツ', 'コーポ', '団地', '住宅', 'ホール', '施設', '組$', '会$', '部$', '室$', '場$', '所$', '[都道府県市区町村郡]$',
    'グループ', 'ホールディングス', 'サービス', 'システム', 'クラブ', 'スクール', '商事', '農園', '牧場', '食堂', 'ストア', 'マート',
  ].join('|'),
);

export const englishOrganisationWords = new Set([
  'inc', 'llc', 'ltd', 'co', 'corp', 'corporation', 'company', 'group', 'holdings', 'and', '&', 'sons', 'partners', 'associates',
  'park', 'school', 'station', 'hospital', 'clinic', 'center', 'centre', 'library', 'museum', 'university', 'college',
  'church', 'hall', 'bank', 'store', 'market', 'hotel', 'restaurant', 'cafe', 'club', 'association', 'department', 'office',
  'city', 'county', 'street', 'avenue', 'road', 'council', 'services', 'service', 'foundation', 'trust', 'agency', 'academy',
  'institute', 'pharmacy', 'bakery', 'farm', 'shop', 'studio', 'gallery', 'theater', 'theatre', 'stadium', 'airport',
  'plaza', 'mall', 'centre', 'ministry', 'board', 'committee', 'authority', 'district', 'consulting', 'solutions',
  'industries', 'enterprises', 'international', 'global', 'systems', 'technologies', 'media', 'logistics', 'llp', 'plc',
  'gmbh', 'pty', 'the', 'of', 'for', 'total', 'average', 'other', 'unknown', 'north', 'south', 'east', 'west', 'new',
  'line', 'route', 'lake', 'river', 'mount', 'island', 'bridge', 'port', 'beach', 'valley', 'heights', 'square',
]);

/** Honorifics written after a Japanese name (様, さん) or before an English one (Mr, Dr). */
export const japaneseHonorificSuffix = /(?:様|さま|さん|殿|氏|君|くん|ちゃん|先生)$/;
export const englishTitles = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir', 'madam', 'rev']);
