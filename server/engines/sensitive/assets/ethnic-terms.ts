/**
 * Nationality and ethnic-group vocabulary. Nationality, race and ethnic origin are special-care
 * personal information under Japan's APPI when tied to a person. A product asset.
 * Country names alone are weak evidence (trade and tourism statistics are full of them): they
 * count when the column is a nationality column of a people table.
 */
export const japaneseCountryNames = [
  '日本', '中国', '中華人民共和国', '韓国', '大韓民国', '朝鮮', '北朝鮮', '台湾', '香港', 'ベトナム', 'フィリピン', 'ブラジル', 'ネパール',
  'インドネシア', 'タイ', 'ミャンマー', 'ペルー', 'インド', 'スリランカ', 'バングラデシュ', 'パキスタン', 'モンゴル', 'カンボジア',
  'マレーシア', 'シンガポール', 'ラオス', 'アメリカ', '米国', 'アメリカ合衆国', 'カナダ', 'メキシコ', 'ボリビア', 'アルゼンチン',
  'コロンビア', 'チリ', 'イギリス', '英国', 'フランス', 'ドイツ', 'イタリア', 'スペイン', 'ポルトガル', 'ロシア', 'ウクライナ', 'トルコ',
  'イラン', 'エジプト', 'ナイジェリア', 'ガーナ', 'ケニア', 'オーストラリア', 'ニュージーランド', 'ウズベキスタン', 'アフガニスタン',
  'シリア', 'ミャンマー', '無国籍',
];

export const japaneseEthnicTerms = ['アイヌ', '琉球', 'ウチナーンチュ', '在日', '在日韓国人', '在日朝鮮人', '在日コリアン', '華僑', '日系', '日系人', '帰化', '部落'];

export const englishEthnicTerms = [
  'hispanic', 'latino', 'latina', 'latinx', 'white', 'black', 'asian', 'caucasian', 'african american', 'native american',
  'american indian', 'alaska native', 'pacific islander', 'native hawaiian', 'aboriginal', 'indigenous', 'first nations',
  'inuit', 'maori', 'roma', 'mixed race', 'multiracial', 'two or more races', 'non-hispanic white', 'non-hispanic black',
  'arab', 'jewish', 'kurdish', 'ainu', 'asian american', 'middle eastern',
];
