import kuromoji, { type IpadicFeatures, type Tokenizer } from '@sglkc/kuromoji';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguageResources, type LanguageResources } from './language-resources.js';
import { dictionaryDirectory } from './shared-dictionary.js';
import { triePrefixes, type DoubleArrayTrie } from './trie-prefixes.js';

let ours: LanguageResources;
let stock: Tokenizer<IpadicFeatures>;
beforeAll(async () => {
  ours = await loadLanguageResources();
  stock = await new Promise((resolve, reject) =>
    kuromoji
      .builder({ dicPath: dictionaryDirectory })
      .build((error, tokenizer) => (error ? reject(error) : resolve(tokenizer))),
  );
}, 60_000);

// Invented values of every kind a scan meets: names, addresses, readings, facilities, Latin
// letters and digits, unknown katakana runs, a character outside the BMP, punctuation, repeats.
const samples = [
  '山田 太郎',
  '佐藤花子',
  'たなか 花子',
  '中村 コータロー',
  'ヤマダ タロウ',
  '東京都千代田区霞が関1丁目2番3号',
  '〒100-0013 東京都千代田区霞が関１－２－３',
  '東桜一丁目',
  '平和公園応急給水センター',
  'ヘイワコウエンオウキュウキュウスイセンター',
  '𠮷野家 𠮷田店',
  'ｱｲｳｴｵ𠮷ｶｷｸ１２３ＡＢＣ',
  '株式会社サンプル商事（代表者：鈴木 一郎）',
  'ABC Trading 03-1234-5678 内線 204',
  '令和6年1月2日',
  '山田 太郎、佐藤 花子。鈴木 一郎！',
  'スプリング遊具',
  '',
];

const view = (tokens: IpadicFeatures[]) =>
  tokens.map((token) => [
    token.word_id,
    token.word_type,
    token.word_position,
    token.surface_form,
    token.pos,
    token.pos_detail_1,
    token.pos_detail_2,
    token.pos_detail_3,
    token.basic_form,
    token.reading,
  ]);

describe('kuromoji with the flat target map and cached feature lines', () => {
  it('gives the same tokens as kuromoji built its own way', () => {
    for (const sample of samples)
      expect(view(ours.tokenizer.tokenize(sample)), sample).toEqual(view(stock.tokenize(sample)));
  });

  it('gives the same tokens when a word comes back after its features were cached', () => {
    for (let round = 0; round < 3; round++)
      for (const sample of samples)
        expect(view(ours.tokenizer.tokenize(sample)), sample).toEqual(view(stock.tokenize(sample)));
  });

  it("finds the surfaces a text starts with as the trie's own search does", () => {
    const trie = (stock as unknown as { viterbi_builder: { trie: DoubleArrayTrie } })
      .viterbi_builder.trie as DoubleArrayTrie & {
      commonPrefixSearch(text: string): { k: string; v?: number }[];
    };
    for (const sample of [...samples, '\udc00東京', 'すもももももももものうち'])
      for (let start = 0; start < sample.length; start++) {
        const tail = sample.slice(start);
        expect(triePrefixes(trie, tail), tail).toEqual(trie.commonPrefixSearch(tail));
      }
  });
});
