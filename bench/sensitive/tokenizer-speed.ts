/**
 * node --import tsx bench/sensitive/tokenizer-speed.ts [MB] — kuromoji as the detector builds it
 * (flat target map, trie walk, cached feature lines: kuromoji-fast-lookups.ts) against kuromoji
 * built its own way, in one process, rounds interleaved so that both meet the same load: on the
 * names and addresses of the big-file bench's people table, then whole scans of that table (MB
 * megabytes, default 10) with one tokenizer and then the other. Prints the fastest round of each.
 */
import kuromoji, { type IpadicFeatures, type Tokenizer } from '@sglkc/kuromoji';
import { loadLanguageResources } from '#server/engines/sensitive/language-resources.js';
import { dictionaryDirectory } from '#server/engines/sensitive/shared-dictionary.js';
import { heldOutDesigns, tunedDesigns } from './corpus/designs.js';
import { Faker, base, en, ja } from '@faker-js/faker';
import { createReadStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { scanStream } from '#server/engines/sensitive/index.js';
import { writeBigCsv } from './big-csv.js';

const design = [...tunedDesigns, ...heldOutDesigns].find((each) => each.id === 'ja-members')!;
const faker = new Faker({ locale: [ja, en, base], seed: 100 });
const values: string[] = [];
for (let row = 1; row <= 5000; row++)
  for (const column of design.columns.filter((each) => ['氏名', '住所'].includes(each.header))) {
    const value = column.value(faker, row);
    values.push(typeof value === 'string' ? value : value.value);
  }

const resources = await loadLanguageResources();
const ours = resources.tokenizer;
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

// Whole scans: the scan reads the tokenizer from the thread's language resources, swapped here.
const megabytes = Number(process.argv[2] ?? 10);
const outDir = path.resolve('bench/out/sensitive');
mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `tokenizer-speed-${megabytes}mb.csv`);
await writeBigCsv(file, megabytes * 1024 * 1024, 100);
const scan = async (tokenizer: Tokenizer<IpadicFeatures>) => {
  (resources as { tokenizer: Tokenizer<IpadicFeatures> }).tokenizer = tokenizer;
  const started = process.cpuUsage();
  let findings = 0;
  await scanStream(
    createReadStream(file),
    { format: 'CSV' },
    { onFindings: (batch) => void (findings += batch.length) },
  );
  const used = process.cpuUsage(started);
  return { s: (used.user + used.system) / 1e6, findings };
};
const bestScan = { ours: Infinity, stock: Infinity };
const found = { ours: 0, stock: 0 };
for (let round = 0; round < 3; round++) {
  const a = await scan(stock);
  const b = await scan(ours);
  bestScan.stock = Math.min(bestScan.stock, a.s);
  bestScan.ours = Math.min(bestScan.ours, b.s);
  Object.assign(found, { stock: a.findings, ours: b.findings });
}
(resources as { tokenizer: Tokenizer<IpadicFeatures> }).tokenizer = ours;
console.log(
  `bench:sensitive-tokenizer-scan mb=${megabytes} findings_stock=${found.stock} findings_ours=${found.ours} stock_cpu_s=${bestScan.stock.toFixed(2)} ours_cpu_s=${bestScan.ours.toFixed(2)} mb_per_cpu_s_stock=${(megabytes / bestScan.stock).toFixed(2)} mb_per_cpu_s_ours=${(megabytes / bestScan.ours).toFixed(2)} speedup=${(bestScan.stock / bestScan.ours).toFixed(2)}`,
);
