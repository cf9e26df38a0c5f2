import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { inJsonList } from '#server/db/in-json-list.js';
import { datasetQuality, datasets } from '#server/db/schema/index.js';
import { licenceOpenness } from './licence-openness.js';
import type { ScoredDatasetInput } from './quality-inputs-of.js';
import { readQualityInputs } from './read-quality-inputs.js';
import { scoreQualityInputs } from './score-quality-inputs.js';

/**
 * Which datasets of the instance to score: every one, those given, or those changed since they
 * were last scored (never scored, or updated after: what a harvest wrote).
 */
export type ScoreScope = { all: true } | { datasetIds: readonly string[] } | { changed: true };

/** Datasets per round: two reads and one write each, and memory that stays flat. */
const datasetsPerRound = 2000;

/**
 * Scores datasets of an instance from the working copy and the checks' latest results, in
 * set-based rounds, and stores each score with its failed rules. Returns how many were scored.
 */
export async function scoreDatasets(
  db: Queryable,
  instanceId: string,
  scope: ScoreScope,
  now: Date = new Date(),
): Promise<number> {
  const licences = await licenceOpenness(db, instanceId);
  const scoreInputs = (inputs: ScoredDatasetInput[]) => scoreQualityInputs(db, inputs, now);
  let scored = 0;
  if ('datasetIds' in scope) {
    for (let start = 0; start < scope.datasetIds.length; start += datasetsPerRound) {
      const ids = await db
        .select({ id: datasets.id })
        .from(datasets)
        .where(
          and(
            eq(datasets.instanceId, instanceId),
            inJsonList(datasets.id, scope.datasetIds.slice(start, start + datasetsPerRound)),
          ),
        );
      scored += await scoreInputs(
        await readQualityInputs(
          db,
          ids.map((row) => row.id),
          licences,
        ),
      );
    }
    return scored;
  }
  // Never scored, or written since (a harvest's rows): the quality row's time tells.
  const changedOnly =
    'changed' in scope
      ? sql`not exists (select 1 from ${datasetQuality} q where q.dataset_id = ${datasets.id}
          and q.scored_at >= ${datasets.updatedAt})`
      : undefined;
  // Keyset pages; the next page is read while the current one is scored and written (the reads
  // and the write go on different connections of a pool; a transaction's one connection queues
  // them), so the database's work and the scoring overlap.
  const nextPage = async (after: string | null) => {
    const page: { id: string }[] = await db
      .select({ id: datasets.id })
      .from(datasets)
      .where(
        and(
          eq(datasets.instanceId, instanceId),
          changedOnly,
          after === null ? undefined : sql`${datasets.id} > ${after}`,
        ),
      )
      .orderBy(asc(datasets.id))
      .limit(datasetsPerRound);
    if (page.length === 0) return null;
    const ids = page.map((row) => row.id);
    return { last: ids[ids.length - 1]!, inputs: await readQualityInputs(db, ids, licences) };
  };
  let reading = nextPage(null);
  for (;;) {
    const round = await reading;
    if (round === null) return scored;
    reading = nextPage(round.last);
    // Awaited on the next turn; a failure of the round below must not leave it unheard.
    reading.catch(() => undefined);
    scored += await scoreInputs(round.inputs);
  }
}
