import { contains, exact, notAbout, type HeaderRule } from './header-rule.js';

/**
 * Japanese column headers, as found on Japanese government portals. A product asset maintained by
 * hand: rules are tried in order, so the denials (施設名, 公開日) come before the announcements.
 */
export const japaneseHeaderRules: HeaderRule[] = [
  // The business or facility each row is (店名, 屋号・商号, 取扱店), not its number or address.
  { match: notAbout(['id$', 'number', 'code', 'url', 'site', 'address', '番号', 'コード', '所在地', '住所'], '店名', '店舗', '事業者名', '事業所名', '会社名', '法人名', '屋号', '商号', '施設名', '店$'), business: true },
  // A job, an occupation or a position (職業, 役職, 肩書) is a role, not a person, unless the header
  // also names the person (役職・氏名).
  { match: notAbout(['氏名', '名前', '人名'], '職業', '役職', '職名', '肩書', '職種'), type: 'PERSON_NAME', weight: -0.4 },
  // Names of things, not people. 町字 and 大字 name an address part (所在地_町字: 東桜一丁目, 宮坂),
  // whose leading word IPADIC often reads as a surname. A header ending in 店 (取扱店, 協力店,
  // 加盟店) names the shop each row is.
  { match: contains('施設名', '名称', '事業所名', '事業者名', '会社名', '法人名', '団体名', '店舗名', '店名', '店$', '駅名', '学校名', '病院名', '園名', '公園名', '商号', '屋号', '品名', '商品名', '事業名', '路線', '作品名', 'イベント名', '建物名', '地区名', '地名', '町名', '町丁', '町字', '大字', '字名', '避難所'), type: 'PERSON_NAME', weight: -0.4, tableVote: -2 },
  // A place's facilities, its playground equipment or an event's venue (主な施設: じゃぶじゃぶ池,
  // 開催場所: 芝政ワールド, 遊具) are things, whose names IPADIC may read as a surname and a given name.
  { match: contains('施設$', '遊具', '開催場所', '会場'), type: 'PERSON_NAME', weight: -0.4 },
  { match: contains('市区町村', '市町村', '自治体', '都道府県', '地域', '地区', '区名', '行政区', '所管'), type: 'LOCATION', weight: -0.35, tableVote: -1 },
  { match: contains('所在地', '設置場所', '場所', '住所地番', '開催場所', '会場'), type: 'LOCATION', weight: -0.1, tableVote: -1 },
  // Dates that are not about a person.
  { match: notAbout(['生年', '誕生', '出生', '死亡', '生まれ'], '公開日', '公表日', '更新日', '作成日', '登録日', '開設日', '設置日', '調査日', '開催日', '受付日', '発行日', '届出日', '許可日', '認定日', '指定日', '廃止日', '時点', '年度', '期間', '期限', '日付', '年月日', '施行日', '竣工', '開業', '掲載日', '実施日', '処分日', '任期', '満了'), type: 'DATE', weight: -0.35, tableVote: -1 },
  { match: notAbout(['個人番号', 'マイナンバー'], '法人番号', '事業者番号', '許可番号', '登録番号', '施設番号', 'コード', '番号$'), type: 'OTHER', subType: 'JAPAN_INDIVIDUAL_NUMBER', weight: -0.3, tableVote: -1 },
  { match: contains('fax', 'ファックス', 'ファクス'), type: 'PHONE_NUMBER', weight: 0.1 },
  { match: contains('^代表$', '代表電話', '代表番号', '問い?合わ?せ', '窓口', '担当課', '所管課', '担当部署', '事務局', '内線'), organisationContact: true },
  // Statistics and facility columns.
  { match: contains('人口', '世帯', '件数', '人数', '合計', '総数', '割合', '金額', '予算', '定員', '面積', '営業時間', '開館時間', '利用料', '台数', '戸数', '乗降', '乗車', '延床', '棟数', '病床', '在籍数', '児童数', '生徒数'), tableVote: -2 },
  // The types themselves.
  { match: exact('氏名', '名前', 'お名前', '姓名', '姓', '名', '氏', '氏名漢字', '漢字氏名', '本名', '旧姓', '通称名', '筆頭者'), type: 'PERSON_NAME', weight: 0.35, tableVote: 2 },
  { match: exact('セイ', 'メイ', 'せい', 'めい', 'ミョウジ', 'みょうじ'), type: 'PERSON_NAME', weight: 0.35, tableVote: 2, reading: true },
  { match: contains('フリガナ', 'ふりがな', 'カナ氏名', '氏名カナ', '氏名かな', 'よみがな', 'ヨミガナ', 'カナ', 'ローマ字氏名'), type: 'PERSON_NAME', weight: 0.35, tableVote: 2, reading: true },
  { match: contains('氏名', '申請者', '届出者', '代表者', '担当者', '責任者', '管理者', '職員', '保護者', '児童', '生徒', '患者', '利用者', '会員', '受給者', '被保険者', '世帯主', '契約者', '回答者', '講師', '相談者', '本人', '家族', '連絡者', '所有者', '名義', '通報者', '依頼者', '申出者', '要望者'), type: 'PERSON_NAME', weight: 0.3, tableVote: 1 },
  { match: contains('メール', 'mail', 'eメール'), type: 'EMAIL_ADDRESS', weight: 0.2 },
  { match: contains('携帯'), type: 'PHONE_NUMBER', weight: 0.35, tableVote: 1 },
  { match: contains('電話', 'tel', '連絡先'), type: 'PHONE_NUMBER', weight: 0.3 },
  { match: contains('生年月日', '誕生日', '生年', '出生', '生まれ', '死亡日', '死亡年月日'), type: 'DATE', weight: 0.4, tableVote: 2 },
  { match: contains('現住所', '自宅', '住所', '居所', '居住地', '本籍', '住居', '送付先', '届出住所'), type: 'LOCATION', weight: 0.35, tableVote: 1 },
  { match: contains('国籍', '民族', '出身国', '出身地', '人種'), type: 'ETHNIC_GROUP', weight: 0.4, tableVote: 1 },
  { match: contains('マイナンバー', '個人番号'), type: 'OTHER', subType: 'JAPAN_INDIVIDUAL_NUMBER', weight: 0.4, tableVote: 2 },
  { match: contains('カード番号', 'クレジット', 'カード'), type: 'OTHER', subType: 'CREDIT_CARD_NUMBER', weight: 0.4, tableVote: 1 },
  { match: contains('性別', '年齢', '職業', '学年', '続柄', '既往歴', '病名', '障害', '婚姻', '勤務先'), tableVote: 2 },
];
