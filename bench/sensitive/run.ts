/**
 * npm run bench:sensitive — detection quality on the labelled corpus (tuned vs held-out designs,
 * Japanese vs English, at >= POSSIBLE and >= LIKELY), the real published tables of
 * bench/sensitive/real (strict P/R/F1, false alarms per 1,000 cells), the same corpus through redact-pii,
 * dictionary load time, throughput on all cores and peak RSS on a 100 MB CSV.
 * SENSITIVE_REAL_HIDE_TEST=1 leaves the real tables' test fold out (while rules are tuned).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import type * as sourceEngine from '#server/engines/sensitive/index.js';
import { warmUp, type Likelihood } from '#server/engines/sensitive/index.js';
import { writeBigCsv } from './big-csv.js';
import { heldOutDesigns, tunedDesigns, type Design } from './corpus/designs.js';
import { generateCorpus, runDetector, tallyGroup, type EvaluatedFile } from './evaluate-corpus.js';
import { f1, formatTable, micro } from './metrics.js';
import { runPeer } from './peer.js';
import { evaluateRealFiles } from './evaluate-real.js';
import { foldGroups, formatGroupTable } from './real/format-real-results.js';
import { realFigures } from './real/real-figures.js';
import { formatSetStatus, loadRealSets } from './real/real-sets.js';

const outDir = path.resolve('bench/out/sensitive');
const bigFileBytes = Number(process.env.BENCH_SENSITIVE_MB ?? 100) * 1024 * 1024;
mkdirSync(path.join(outDir, 'corpus'), { recursive: true });

// Other work on the machine slows every timing below: say how busy it was.
console.log(
  `cores: ${availableParallelism()}, load average at start: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
);

// 1. Dictionary load, cold, in this process.
const loadMs = await warmUp();
console.log(
  `dictionary load (kuromoji IPADIC + compromise lexicon): ${(loadMs / 1000).toFixed(2)} s`,
);

// 2. Quality.
const files = generateCorpus([...tunedDesigns, ...heldOutDesigns]);
for (const file of files)
  writeFileSync(
    path.join(outDir, 'corpus', file.fileName.replace(/(\.\w+)$/, `-${files.indexOf(file)}$1`)),
    file.bytes,
  );
console.log(
  `corpus: ${files.length} files, ${files.reduce((sum, file) => sum + file.truth.size, 0)} labelled values (written to ${path.relative(process.cwd(), outDir)}/corpus)`,
);
const detector = await runDetector(files);
const peer = runPeer(files);

const groups: [string, (design: Design) => boolean][] = [
  ['tuned, ja', (design) => !design.heldOut && design.language === 'ja'],
  ['tuned, en', (design) => !design.heldOut && design.language === 'en'],
  ['tuned, all', (design) => !design.heldOut],
  ['held-out, ja', (design) => design.heldOut && design.language === 'ja'],
  ['held-out, en', (design) => design.heldOut && design.language === 'en'],
  ['held-out, all', (design) => design.heldOut],
];
const microF1 = (
  evaluated: EvaluatedFile[],
  minimum: Likelihood,
  filter: (design: Design) => boolean,
) => f1(micro(tallyGroup(evaluated, minimum, filter))).f1;
for (const minimum of ['POSSIBLE', 'LIKELY'] as const) {
  console.log(`\nCatalogue Steward detector, findings >= ${minimum}`);
  for (const [name, filter] of groups)
    console.log(formatTable(name, tallyGroup(detector, minimum, filter)));
}
console.log(
  '\nPeer: redact-pii 3.4 (every redaction counted; it has no dates, ethnic groups or My Number)',
);
for (const [name, filter] of [groups[2]!, groups[5]!])
  console.log(formatTable(name, tallyGroup(peer, 'VERY_LIKELY', filter)));

// 2b. Real published tables, scored apart from the corpus (per file: npm run bench:sensitive:real).
const realSets = loadRealSets();
const realResults = await evaluateRealFiles(realSets.files);
console.log('\nReal published tables (bench/sensitive/real)');
console.log(formatSetStatus(realSets.status).join('\n'));
// While rules are tuned (SENSITIVE_REAL_HIDE_TEST=1) the test fold stays unread here too.
const hideRealTest = process.env.SENSITIVE_REAL_HIDE_TEST === '1';
const realGroups = foldGroups(realResults).filter(
  (group) => !hideRealTest || !group.name.startsWith('test'),
);
console.log(formatGroupTable('by fold and language:', realGroups).join('\n'));
const realDevelopment = realFigures(realResults.filter((result) => result.fold === 'development'));
const realTest = realFigures(realResults.filter((result) => result.fold === 'test'));

// 3. Throughput on all cores: one part of the big table per core, scanned at once through the
// pool of the built engine (dist/, built by the npm script), as the server runs it.
type Engine = typeof sourceEngine;
const { createSensitiveScanPool } = (await import(
  new URL('../../dist/server/engines/sensitive/index.js', import.meta.url).href
)) as Engine;
const cores = availableParallelism();
const halves = await Promise.all(
  Array.from({ length: cores }, (_, index) =>
    writeBigCsv(path.join(outDir, `people-part-${index}.csv`), bigFileBytes / cores, 100 + index),
  ),
);
const pool = createSensitiveScanPool();
const warmStarted = performance.now();
await pool.warmUp();
console.log(
  `\npool of ${cores} workers ready (shared dictionary decompressed once, each worker builds its tokenizer): ${((performance.now() - warmStarted) / 1000).toFixed(2)} s`,
);
const started = performance.now();
const results = await Promise.all(
  halves.map((_, index) =>
    pool.scanFile(
      path.join(outDir, `people-part-${index}.csv`),
      { format: 'CSV' },
      { onFindings: () => {} },
    ),
  ),
);
const seconds = (performance.now() - started) / 1000;
await pool.close();
const scannedMb = results.reduce((sum, result) => sum + result.bytes, 0) / 1024 / 1024;
const mbPerSecond = scannedMb / seconds;
console.log(
  `throughput: ${scannedMb.toFixed(1)} MB in ${cores} files on a pool of ${cores} workers: ${seconds.toFixed(1)} s, ${mbPerSecond.toFixed(2)} MB/s`,
);

// 4. Peak RSS on one 100 MB CSV, in a fresh process.
const bigFile = path.join(outDir, 'people-100mb.csv');
await writeBigCsv(bigFile, bigFileBytes, 99);
const probe = JSON.parse(
  execFileSync(process.execPath, ['bench/sensitive/rss-probe.mjs', bigFile], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .at(-1)!,
) as { rows: number; findings: number; seconds: number; peakRssMb: number };
console.log(
  `peak RSS scanning ${(statSync(bigFile).size / 1024 / 1024).toFixed(0)} MB (${probe.rows} rows, ${probe.findings} findings) in a fresh process: ${probe.peakRssMb.toFixed(0)} MB; one worker took ${probe.seconds.toFixed(1)} s (${(statSync(bigFile).size / 1024 / 1024 / probe.seconds).toFixed(2)} MB/s)`,
);

console.log(
  `load average at end: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
);
// The big tables take 200 MB; the corpus stays for inspection.
for (const index of halves.keys())
  rmSync(path.join(outDir, `people-part-${index}.csv`), { force: true });
rmSync(bigFile, { force: true });

const figures = {
  micro_f1_heldout: microF1(detector, 'POSSIBLE', (design) => design.heldOut),
  micro_f1_tuned: microF1(detector, 'POSSIBLE', (design) => !design.heldOut),
  mb_per_s: mbPerSecond,
  peak_rss_mb: probe.peakRssMb,
  load_s: loadMs / 1000,
  peer_micro_f1: microF1(peer, 'VERY_LIKELY', (design) => design.heldOut),
  real_dev_f1: realDevelopment.strict.f1,
  real_dev_fa_per_1k: realDevelopment.falseAlarmsPer1k,
  ...(hideRealTest
    ? {}
    : { real_test_f1: realTest.strict.f1, real_test_fa_per_1k: realTest.falseAlarmsPer1k }),
};
console.log(
  `bench:sensitive ${Object.entries(figures)
    .map(([key, value]) => `${key}=${key === 'peak_rss_mb' ? Math.round(value) : value.toFixed(3)}`)
    .join(' ')}`,
);
