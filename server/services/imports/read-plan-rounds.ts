import { and, eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { importPlanRounds } from '#server/db/schema/index.js';
import type { DatasetPlan } from './import-plan.js';
import { readStoredPlanPart, ZStoredPlanRound } from './stored-import-plan.js';

/**
 * A stored plan's datasets, a round at a time in the plan's order, each checked by its schema as
 * it is read: the caller holds one round, never the whole plan.
 */
export async function* readPlanRounds(
  db: Queryable,
  importId: string,
): AsyncGenerator<DatasetPlan[]> {
  for (let position = 0; ; position += 1) {
    const [round] = await db
      .select({ datasets: importPlanRounds.datasets })
      .from(importPlanRounds)
      .where(and(eq(importPlanRounds.importId, importId), eq(importPlanRounds.position, position)));
    if (!round) return;
    yield readStoredPlanPart(ZStoredPlanRound, round.datasets) as DatasetPlan[];
  }
}
