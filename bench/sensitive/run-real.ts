/**
 * npm run bench:sensitive:real — the real published tables: the 30 shared with CI
 * (../shared/real-tables) and the development set kept in a local cache
 * (SENSITIVE_REAL_TABLES_CACHE), split by publisher into development folds and a frozen test
 * fold. Prints which sets were found, per-file figures with the table-kind judgement, the folds'
 * figures per language, the npm peers on the same files, and a last line of key=value figures.
 *
 * SENSITIVE_REAL_HIDE_TEST=1 leaves out the test fold's per-file lines (while rules are tuned).
 * SENSITIVE_REAL_NO_PEERS=1 skips the peers (a quicker run).
 */
import { warmUp } from '#server/engines/sensitive/index.js';
import { evaluateRealFiles, type EvaluatedRealFile } from './evaluate-real.js';
import {
  foldGroups,
  formatGroupTable,
  formatPublisherTable,
  formatRealFileLines,
  groupKeys,
} from './real/format-real-results.js';
import { runPeersOnRealFiles } from './real/peers-real.js';
import { realFigures } from './real/real-figures.js';
import { formatSetStatus, loadRealSets } from './real/real-sets.js';

await warmUp();
const sets = loadRealSets();
console.log(formatSetStatus(sets.status).join('\n'));
const results = await evaluateRealFiles(sets.files);
const hideTest = process.env.SENSITIVE_REAL_HIDE_TEST === '1';
const inFold = (fold: EvaluatedRealFile['fold']) => results.filter((r) => r.fold === fold);
const publishers = (fold: EvaluatedRealFile['fold']) =>
  new Set(inFold(fold).map((result) => result.publisher)).size;
console.log(
  `folds: development ${inFold('development').length} tables from ${publishers('development')} publishers; ` +
    `test ${inFold('test').length} tables from ${publishers('test')} publishers`,
);

console.log('\nDevelopment folds, per file:');
console.log(formatRealFileLines(inFold('development')).join('\n'));
if (hideTest) console.log('\nTest fold, per file: hidden (SENSITIVE_REAL_HIDE_TEST=1)');
else {
  console.log('\nTest fold, per file:');
  console.log(formatRealFileLines(inFold('test')).join('\n'));
}
console.log(`\n${formatPublisherTable(results).join('\n')}`);
// While rules are tuned the test fold stays unread: its rows are left out of the tables too.
const shown = (group: { name: string }) => !hideTest || !group.name.startsWith('test');
const groups = foldGroups(results).filter(shown);
console.log(
  `\n${formatGroupTable('Catalogue Steward detector (findings >= POSSIBLE):', groups).join('\n')}`,
);

const keys: Record<string, number> = {};
for (const group of groups)
  Object.assign(keys, groupKeys(group.name.replace(' ', '_'), realFigures(group.results)));

if (process.env.SENSITIVE_REAL_NO_PEERS !== '1') {
  const peers = await runPeersOnRealFiles(sets.files);
  for (const peer of peers) {
    const byFile = new Map(results.map((result) => [result.file.file, result]));
    const peerResults = peer.results.map((result) => ({ ...result, ...pick(byFile, result) }));
    const peerGroups = foldGroups(peerResults).filter(shown);
    console.log(
      `\n${formatGroupTable(`Peer: ${peer.name} on the same files:`, peerGroups).join('\n')}`,
    );
    const key = peer.name.replace(/[^a-z]/g, '');
    for (const fold of hideTest ? (['development'] as const) : (['development', 'test'] as const)) {
      const ours = realFigures(inFold(fold));
      const theirs = realFigures(peerResults.filter((result) => result.fold === fold));
      keys[`${key}_${fold}_f1`] = theirs.strict.f1;
      keys[`${key}_${fold}_fa_per_1k`] = theirs.falseAlarmsPer1k;
      keys[`f1_ratio_to_${key}_${fold}`] = theirs.strict.f1 ? ours.strict.f1 / theirs.strict.f1 : 0;
      console.log(
        `  ${fold}: strict F1 ours ${ours.strict.f1.toFixed(3)} vs ${theirs.strict.f1.toFixed(3)} (×${keys[`f1_ratio_to_${key}_${fold}`]!.toFixed(2)}); ` +
          `false alarms per 1,000 ours ${ours.falseAlarmsPer1k.toFixed(2)} vs ${theirs.falseAlarmsPer1k.toFixed(2)}`,
      );
    }
  }
}

console.log(
  `bench:sensitive-real ${Object.entries(keys)
    .map(([key, value]) => `${key}=${value.toFixed(3)}`)
    .join(' ')}`,
);

/** A peer's result keeps the detector's fold and publisher for the same file. */
function pick(byFile: Map<string, EvaluatedRealFile>, result: EvaluatedRealFile) {
  const ours = byFile.get(result.file.file);
  return ours ? { fold: ours.fold, publisher: ours.publisher } : {};
}
