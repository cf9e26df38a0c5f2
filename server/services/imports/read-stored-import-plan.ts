import type { Queryable } from '#server/db/database.js';
import type { ImportPlan } from './import-plan.js';
import { readPlanRounds } from './read-plan-rounds.js';
import { readStoredPlanPart, ZStoredPlanHeader } from './stored-import-plan.js';

/** A stored plan whole (its header, the imports row's plan column, and every round), checked. */
export async function readStoredImportPlan(
  db: Queryable,
  batch: { id: string; plan: unknown },
): Promise<ImportPlan> {
  const header = readStoredPlanPart(ZStoredPlanHeader, batch.plan) as Omit<ImportPlan, 'datasets'>;
  const datasets: ImportPlan['datasets'] = [];
  for await (const round of readPlanRounds(db, batch.id)) datasets.push(...round);
  return { ...header, datasets };
}
