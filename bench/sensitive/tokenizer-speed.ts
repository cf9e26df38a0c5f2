/**
 * node --import tsx bench/sensitive/tokenizer-speed.ts — kuromoji as the detector builds it (flat
 * target map, trie walk, cached feature lines: kuromoji-fast-lookups.ts) against kuromoji built
 * its own way, on the names and addresses of the big-file bench's people table, in one process,
 * rounds interleaved so that both meet the same load. Prints the fastest round of each.
 */
import kuromoji, { type IpadicFeatures, type Tokenizer } from '@sglkc/kuromoji';
import { loadLanguageResources } from '../../server/engines/sensitive/language-resources.js';
import { dictionaryDirectory } from '../../server/engines/sensitive/shared-dictionary.js';
import { heldOutDesigns, tunedDesigns } from './corpus/designs.js';
import { Faker, base, en, ja } from '@faker-js/faker';

const design = [...tunedDesigns, ...heldOutDesigns].find((each) => each.id === 'ja-members')!;
const faker = new Faker({ locale: [ja, en, base], seed: 100 });
const values: string[] = [];
for (let row = 1; row <= 5000; row++)
  for (const column of design.columns.filter((each) => ['氏名', '住所'].includes(each.header))) {
    const value = column.value(faker, row);
    values.push(typeof value === 'string' ? value : value.value);
  }

const ours = (await loadLanguageResources()).tokenizer;
const stock = await new Promise<Tokenizer<IpadicFeatures>>((resolve, reject) =>
  kuromoji
    .builder({ dicPath: dictionaryDirectory })
    .build((error, tokenizer) => (error ? reject(error) : resolve(tokenizer))),
);

const time = (tokenizer: Tokenizer<IpadicFeatures>) => {
  const started = process.cpuUsage();
  let tokens = 0;
  for (const value of values) tokens += tokenizer.tokenize(value).length;
  const used = process.cpuUsage(started);
  return { ms: (used.user + used.system) / 1000, tokens };
};
const best = { ours: Infinity, stock: Infinity };
let tokens = { ours: 0, stock: 0 };
for (let round = 0; round < 7; round++) {
  const a = time(stock);
  const b = time(ours);
  best.stock = Math.min(best.stock, a.ms);
  best.ours = Math.min(best.ours, b.ms);
  tokens = { ours: b.tokens, stock: a.tokens };
}
console.log(
  `bench:sensitive-tokenizer values=${values.length} tokens_stock=${tokens.stock} tokens_ours=${tokens.ours} stock_ms=${best.stock.toFixed(0)} ours_ms=${best.ours.toFixed(0)} speedup=${(best.stock / best.ours).toFixed(2)}`,
);
