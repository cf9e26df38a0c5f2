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
    '科$', '内科', '外科', '医療', '福祉', '支援', '整骨', '接骨', '鍼灸', '療院', '薬店', '調剤',
    // Heritage: sites, mounds, statues and stones (江戸城跡, 稲荷山古墳, 木造阿弥陀如来坐像, 庚申塔)
    '遺跡', '跡$', '古墳', '.貝塚$', '像$', '碑$', '塔$', '仏$', '如来', '菩薩', '観音',
  ].join('|'),
);

/**
 * Words that end the name of a castle or a tomb when the tokenizer reads them as a word of their
 * own (松前 + 城, 盛岡 + 城): a surname ending so (金城, 結城, 大城) is one word and stays a name.
 */
export const japaneseThingEndingWords: ReadonlySet<string> = new Set(['城', '砦', '郭', '陵']);

/**
 * The same words as they are read in a furigana column, in katakana (hiragana is folded to
 * katakana before the test): ヤマダビョウイン is the reading of 山田病院, not of a person.
 */
export const japaneseOrganisationReadingPattern = new RegExp(
  [
    'カブシキガイシャ', 'ユウゲンガイシャ', 'ゴウドウガイシャ', 'ホウジン', 'ビョウイン', 'イイン$', 'シンリョウジョ', 'クリニック', 'ヤッキョク',
    'シカ$', 'ナイカ', 'ゲカ$', 'ショウニカ', 'ガンカ$', 'ヒフカ$', 'センター', 'ガッコウ', 'ダイガク', 'ホイクエン', 'ホイクショ', 'ヨウチエン',
    'コドモエン', 'コウエン$', 'コウミンカン', 'トショカン', 'カイカン$', 'ジドウカン', 'シヤクショ', 'ヤクバ$', 'シセツ$', 'ジンジャ$',
    'キョウカイ$', 'クミアイ$', 'ショウテン$', 'ジムショ$', 'ジギョウショ$', 'ホーム$',
    // Heritage, as read: えどじょうあと, いなりやまこふん, あみだにょらいざぞう
    '..アト$', '..イセキ$', 'コフン', '..カイヅカ$', 'ザゾウ$', 'ニョライ', 'ボサツ',
  ].join('|'),
);

/**
 * A kana reading of a municipality (さっぽろし ちゅうおうく, ヨコハマシ ミドリク): a city, county or
 * prefecture part followed by a ward, town or village part.
 */
export const japaneseMunicipalityReading =
  /^(?:[\p{Script=Katakana}ー]{2,}(?:シ|グン|ケン|フ|ト|ドウ)[\s・]*[\p{Script=Katakana}ー]{2,}(?:ク|チョウ|マチ|ムラ|ソン)|(?:ホッカイドウ|トウキョウト|キョウトフ|オオサカフ|[\p{Script=Katakana}ー]{2,}ケン)[\s・]*[\p{Script=Katakana}ー]{2,}(?:シ|グン|ク|チョウ|マチ|ムラ|ソン))$/u;

/**
 * A list of abbreviations such as a hospital's departments (内・外・整, 眼・耳・リハ): short parts,
 * most of them one character, joined by ・ or 、. A name is not written so.
 */
export function isAbbreviationList(value: string): boolean {
  const parts = value.split(/\s*[・･、]\s*/).map((part) => part.trim());
  if (parts.length < 2 || parts.some((part) => part.length === 0 || part.length > 3)) return false;
  return parts.filter((part) => part.length === 1).length * 2 >= parts.length;
}

/** Weekdays written alone or in a list (水 土, 火・金, 月曜日): a collection calendar, not a name. */
export const weekdayList = /^(?:[月火水木金土日祝](?:曜日?)?[\s・、,/]*)+$/;

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
  'practice', 'surgery', 'medical', 'dental', 'health', 'healthcare', 'partnership', 'nhs', 'care', 'nursing', 'hospice',
  'centres', 'centers', 'practices', 'surgeries', 'clinics', 'pharmacies',
  // Places and sights: Fort Payne, Saltburn by the Sea, Stockton-on-Tees, the Five Lakes
  'fort', 'by', 'on', 'upon', 'sea', 'cliffs', 'cliff', 'falls', 'springs', 'creek', 'harbor', 'harbour', 'lakes',
  'hills', 'mountains', 'gardens', 'garden', 'shrine', 'temple', 'castle', 'gorge', 'coast', 'forest', 'woods',
  'islands', 'pond', 'canyon', 'dam', 'pier', 'tower', 'ruins', 'trail',
  // Heritage: Jackson Monument, Pell Memorial, Ward Fountain
  'monument', 'monuments', 'memorial', 'statue', 'fountain', 'cemetery', 'tomb', 'mausoleum', 'cathedral',
  'chapel', 'obelisk', 'lighthouse',
  // Political parties and groups: Green Party, Bloc Québécois
  'party', 'bloc', 'caucus', 'alliance', 'coalition', 'independents',
  // Producers named after their founder: Ode Varnham Coffee Plantation, Smith Estate Winery
  'plantation', 'estate', 'estates', 'ranch', 'orchard', 'vineyard', 'vineyards', 'winery', 'brewery', 'mill', 'mills',
  'cooperative', 'coop', 'co-op', 'exporters', 'exporter', 'trading', 'producers', 'campaign', 'pac', 'fund', 'farms',
  // Newspapers and broadcasters cited as sources: Washington Post, New York Times
  'post', 'times', 'news', 'journal', 'tribune', 'herald', 'gazette', 'chronicle', 'magazine', 'radio', 'network',
  // Fields and offices, not people: Urban Development, Art Direction
  'development', 'direction', 'affairs', 'relations', 'administration', 'management', 'security', 'defense', 'defence',
  // Events: Summer Session, Harvest Festival
  'session', 'festival', 'conference', 'convention', 'symposium', 'forum', 'seminar', 'expo',
  // Makers, firms and bands named after their founder: ROBINSON HELICOPTER, Jackson Securities
  'securities', 'helicopter', 'helicopters', 'aircraft', 'aviation', 'aerospace', 'airlines', 'airways', 'motors',
  'automotive', 'investments', 'investment', 'capital', 'financial', 'insurance', 'realty', 'properties', 'construction',
  'engineering', 'manufacturing', 'electric', 'electronics', 'pharmaceuticals', 'laboratories', 'labs', 'band',
  'orchestra', 'choir', 'ensemble',
]);

/**
 * Committees and campaigns named after their candidate (Maribel Thornquist for the People, Friends of
 * John Smith, Biden for President): the person's name in them names the organisation.
 */
export const namesakePhrase =
  /\b(?:for\s+(?:the\s+)?(?:people|president|america|congress|senate|governor|mayor|council|assembly|delegate|state\s+\w+|[a-z]+\s+county)|friends\s+of|committee\s+to\s+elect|people\s+for)\b/i;

/** Honorifics written after a Japanese name (様, さん) or before an English one (Mr, Dr). */
export const japaneseHonorificSuffix = /(?:様|さま|さん|殿|氏|君|くん|ちゃん|先生)$/;
export const englishTitles = new Set([
  'mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir', 'madam', 'rev', 'councillor', 'cllr', 'senator', 'sen', 'rep', 'hon',
  'lord', 'lady', 'dame', 'baroness', 'baron', 'mayor', 'judge',
  // Ranks of officers and officials (Deputy Sheriff, Sgt., Constable): they say a person too.
  'sheriff', 'deputy', 'constable', 'marshal', 'patrolman', 'patrolwoman', 'trooper', 'sergeant', 'sgt', 'corporal', 'cpl',
  'lieutenant', 'lt', 'captain', 'capt', 'detective', 'det', 'inspector', 'officer', 'chief', 'commissioner', 'warden', 'agent',
]);

/**
 * Offices written after what they serve (UN Ambassador, State Treasurer): a value ending in one
 * names a post, not its holder. Words that are also surnames (Speaker, Clerk) are left out.
 */
export const englishOfficeWords = new Set([
  'ambassador', 'secretary', 'minister', 'director', 'governor', 'treasurer', 'administrator', 'chairman', 'chairwoman',
  'chairperson', 'president', 'envoy', 'consul', 'attorney', 'auditor', 'comptroller', 'superintendent', 'coordinator',
  'spokesperson', 'counsel', 'adviser', 'advisor', 'representative', 'trustee',
]);

/**
 * The office of a place or a body written alone (増毛町長, 福井県知事, 市議会議員, 外務大臣): a post,
 * not a person's name.
 */
export const japaneseOfficeOfPlace =
  /^[^\s]*(?:[都道府県市区町村]長|知事|議会議員|議員|議長|大臣|大使|総領事)$/u;
