/**
 * Tuning aid: errors on the TUNED designs only (held-out designs are never shown here).
 * Run: node --import tsx bench/sensitive/tune.ts [design-id]
 */
import { likelihoodRank } from '#server/engines/sensitive/index.js';
import { tunedDesigns } from './corpus/designs.js';
import { formatTable } from './metrics.js';
import { generateCorpus, runDetector, tallyGroup } from './evaluate-corpus.js';

const only = process.argv[2];
const evaluated = await runDetector(
  generateCorpus(tunedDesigns.filter((design) => !only || design.id === only)),
);
console.log(
  formatTable(
    'tuned, >= POSSIBLE',
    tallyGroup(evaluated, 'POSSIBLE', () => true),
  ),
);
const possible = likelihoodRank('POSSIBLE');
for (const { file, predictions } of evaluated) {
  const errors: string[] = [];
  for (const key of file.truth)
    if ((predictions.get(key) ?? -1) < possible)
      errors.push(`FN ${key} (rank ${predictions.get(key) ?? '-'})`);
  for (const [key, rank] of predictions)
    if (rank >= possible && !file.truth.has(key)) errors.push(`FP ${key} (rank ${rank})`);
  if (errors.length)
    console.log(
      `\n${file.fileName}: ${errors.length} errors\n  ${errors.slice(0, 12).join('\n  ')}`,
    );
}
