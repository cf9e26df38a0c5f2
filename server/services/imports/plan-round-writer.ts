import { eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { importPlanRounds, imports } from '#server/db/schema/index.js';
import type { DatasetPlan } from './import-plan.js';

/** Datasets a stored round holds: one row of import_plan_rounds, read back whole by the apply. */
const datasetsPerRound = 1000;

/**
 * Stores a batch's datasets as they are planned, a round of 1,000 a row, holding at most one
 * round in memory; `finish` stores the last one and the batch's count (which the apply checks).
 * Meant for the caller's transaction, so a batch is stored whole or not at all.
 */
export function planRoundWriter(db: Queryable, importId: string) {
  let pending: DatasetPlan[] = [];
  let position = 0;
  let count = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    const datasets = pending;
    pending = [];
    await db.insert(importPlanRounds).values({ importId, position: position++, datasets });
  };
  return {
    async add(plans: readonly DatasetPlan[]): Promise<void> {
      for (const plan of plans) {
        pending.push(plan);
        count += 1;
        if (pending.length === datasetsPerRound) await flush();
      }
    },
    async finish(): Promise<void> {
      await flush();
      await db.update(imports).set({ datasetCount: count }).where(eq(imports.id, importId));
    },
  };
}
