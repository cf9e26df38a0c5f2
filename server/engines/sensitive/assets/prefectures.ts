/** Japan's 47 prefectures, as written in addresses. A product asset: the address recognizer's anchor. */
export const prefectures = [
  '北海道', '青森県', '岩手県', '宮城県', '秋田県', '山形県', '福島県', '茨城県', '栃木県', '群馬県', '埼玉県', '千葉県',
  '東京都', '神奈川県', '新潟県', '富山県', '石川県', '福井県', '山梨県', '長野県', '岐阜県', '静岡県', '愛知県', '三重県',
  '滋賀県', '京都府', '大阪府', '兵庫県', '奈良県', '和歌山県', '鳥取県', '島根県', '岡山県', '広島県', '山口県', '徳島県',
  '香川県', '愛媛県', '高知県', '福岡県', '佐賀県', '長崎県', '熊本県', '大分県', '宮崎県', '鹿児島県', '沖縄県',
] as const;

/** Street-type words of English addresses (USPS suffixes and their common long forms). */
export const englishStreetSuffixes = [
  'street', 'st', 'avenue', 'ave', 'av', 'road', 'rd', 'boulevard', 'blvd', 'lane', 'ln', 'drive', 'dr', 'court', 'ct',
  'way', 'place', 'pl', 'terrace', 'ter', 'circle', 'cir', 'parkway', 'pkwy', 'highway', 'hwy', 'square', 'sq',
  'trail', 'trl', 'crescent', 'close', 'grove', 'gardens', 'row', 'walk', 'hill', 'heights', 'loop', 'path', 'pike',
  'alley', 'crossing', 'crossroad', 'junction', 'mount', 'mews', 'ridge', 'run', 'point', 'pass', 'view', 'village',
  'estates', 'extension', 'fork', 'forks', 'glen', 'green', 'harbor', 'haven', 'island', 'landing', 'manor', 'meadow',
  'meadows', 'mill', 'mills', 'park', 'plaza', 'port', 'prairie', 'ranch', 'shore', 'shores', 'spring', 'springs',
  'station', 'summit', 'turnpike', 'union', 'valley', 'vista', 'well', 'wells', 'brook', 'burg', 'bypass', 'camp',
  'canyon', 'cape', 'causeway', 'center', 'centre', 'cliff', 'club', 'common', 'corner', 'corners', 'cove', 'creek',
  'dale', 'dam', 'divide', 'expressway', 'falls', 'ferry', 'field', 'fields', 'flat', 'flats', 'ford', 'forest', 'fort',
  'freeway', 'gateway', 'hollow', 'inlet', 'key', 'knoll', 'lake', 'lakes', 'light', 'lock', 'lodge', 'motorway', 'neck',
  'orchard', 'oval', 'overpass', 'pine', 'pines', 'plain', 'plains', 'radial', 'rest', 'route', 'shoal', 'skyway',
  'stravenue', 'stream', 'throughway', 'trace', 'track', 'tunnel', 'underpass', 'ville', 'viaduct', 'vista', 'wall',
] as const;
