import type { Queryable } from '#server/db/database.js';
import { scoreDataset } from '#server/engines/quality/index.js';
import type { ScoredDatasetInput } from './quality-inputs-of.js';
import { writeQualityScores } from './write-quality-scores.js';

/** Scores datasets from their inputs and stores each score with its failed rules; how many. */
export async function scoreQualityInputs(
  db: Queryable,
  inputs: readonly ScoredDatasetInput[],
  now: Date,
): Promise<number> {
  const scores = inputs.map(({ input, ...dataset }) => {
    const { score, failed } = scoreDataset(input, { now: now.getTime() });
    return { ...dataset, score, failed };
  });
  await writeQualityScores(db, scores, now);
  return scores.length;
}
