/**
 * npm run bench:sensitive:real — the real published tables only (quick): per-file figures, the
 * pooled figures, and a last line with the same real_* keys as `npm run bench:sensitive`.
 */
import { warmUp } from '../../server/engines/sensitive/index.js';
import { evaluateRealSet } from './evaluate-real.js';
import {
  formatRealFileLines,
  formatRealSummary,
  realFigureKeys,
} from './real/format-real-results.js';
import { realFigures } from './real/real-figures.js';

await warmUp();
const results = await evaluateRealSet();
const figures = realFigures(results);
console.log(formatRealFileLines(results).join('\n'));
console.log(formatRealSummary(figures));
console.log(
  `bench:sensitive:real ${Object.entries(realFigureKeys(figures))
    .map(([key, value]) => `${key}=${value.toFixed(3)}`)
    .join(' ')}`,
);
